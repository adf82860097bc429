import type { PayoutMethod, PayrollPayType } from '@agency/shared/enums';
import { formatCents } from '@agency/shared/money';
import { OVERTIME_MULTIPLIER, PAYROLL_DEDUCTIONS_PERCENT, PAYROLL_TAX_PERCENT } from '@agency/shared/payroll';
import {
  type AgencyIdentity,
  createDocument,
  drawFooter,
  drawHeader,
  drawParties,
  drawRecord,
  drawSections,
  drawTotals,
  type Tone,
  toBuffer,
} from './layout.ts';

/** A pay statement as the payroll record keeps it (rates and names copied at run time, D25). */
export interface PayStatementPdfData {
  id: string;
  employeeName: string;
  jobTitle: string | null;
  department: string | null;
  periodStart: string;
  periodEnd: string;
  paymentDate: string;
  payType: PayrollPayType;
  annualSalaryCents: number;
  hourlyRateCents: number;
  minutesWorked: number;
  overtimeMinutes: number;
  grossCents: number;
  taxCents: number;
  deductionsCents: number;
  netCents: number;
  payoutMethod: PayoutMethod;
  providerRef: string | null;
  status: string;
}

const STATUS: Record<string, { text: string; tone: Tone }> = {
  paid: { text: 'PAID', tone: 'success' },
  processing: { text: 'PROCESSING', tone: 'muted' },
  failed: { text: 'PAYOUT FAILED', tone: 'danger' },
  draft: { text: 'DRAFT', tone: 'muted' },
};

const METHOD: Record<PayoutMethod, string> = {
  direct_deposit: 'Direct deposit',
  paper_check: 'Paper check',
  wire: 'Wire transfer',
};

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** The statement's number: short and stable, from the record's id. */
export function statementNumber(id: string): string {
  return `PS-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export async function renderPayStatementPdf(data: PayStatementPdfData, agency: AgencyIdentity): Promise<Buffer> {
  const number = statementNumber(data.id);
  const doc = await createDocument({
    title: `Pay statement ${number}`,
    subject: data.employeeName,
    author: agency.name,
  });
  drawHeader(doc, agency, {
    kind: 'PAY STATEMENT',
    number,
    badge: STATUS[data.status] ?? { text: data.status.toUpperCase(), tone: 'muted' },
    meta: [
      ['Pay period', `${data.periodStart} to ${data.periodEnd}`],
      ['Payment date', data.paymentDate],
    ],
  });
  const employee = [data.employeeName];
  if (data.jobTitle) employee.push(data.jobTitle);
  if (data.department) employee.push(data.department);
  drawParties(doc, [
    { label: 'Employee', lines: employee },
    { label: 'Employer', lines: [agency.name, agency.email, agency.website] },
  ]);
  const earnings: [string, string][] =
    data.payType === 'salary'
      ? [
          ['Pay type', 'Salaried'],
          ['Annual salary', formatCents(data.annualSalaryCents)],
          ['Monthly pay', 'Annual salary / 12'],
        ]
      : [
          ['Pay type', 'Hourly'],
          ['Hourly rate', formatCents(data.hourlyRateCents)],
          ['Regular hours', hours(data.minutesWorked)],
          [`Overtime hours (x${OVERTIME_MULTIPLIER})`, hours(data.overtimeMinutes)],
        ];
  drawRecord(doc, 'Earnings', earnings);
  drawTotals(doc, [
    { label: 'Gross pay', cents: data.grossCents, strong: true },
    { label: `Tax (${PAYROLL_TAX_PERCENT}%)`, cents: -data.taxCents },
    { label: `Deductions (${PAYROLL_DEDUCTIONS_PERCENT}%)`, cents: -data.deductionsCents },
    { label: 'Net pay', cents: data.netCents, strong: true, tone: 'success' },
  ]);
  drawSections(doc, [
    ['Payment', `${METHOD[data.payoutMethod]}${data.providerRef ? `\nReference: ${data.providerRef}` : ''}`],
  ]);
  drawFooter(doc, agency);
  return toBuffer(doc);
}
