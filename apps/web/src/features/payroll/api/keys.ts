// Every key starts with 'payroll': the live event `payroll.updated` (@agency/shared/live-events) refetches them all.
export const PAYROLL_KEYS = {
  summary: ['payroll', 'summary'] as const,
  employees: ['payroll', 'employees'] as const,
  candidates: ['payroll', 'candidates'] as const,
  runs: ['payroll', 'runs'] as const,
  statements: ['payroll', 'statements'] as const,
  preview: (periodStart: string, periodEnd: string) => ['payroll', 'preview', periodStart, periodEnd] as const,
  financials: ['payroll', 'financials'] as const,
};
