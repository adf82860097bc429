import { SITE } from '@agency/shared/site';

/**
 * The figures the Terms, Privacy Policy, FAQ and Pricing pages promise (spec 001 §9), in one place so the
 * pages cannot contradict each other.
 */
export const POLICY = {
  depositPercent: 50,
  paymentTermDays: 30,
  lateFeePercentPerMonth: 1.5,
  uptimePercent: 99.9,
  supportHours: '9 am to 5 pm Eastern Time (EST), Monday to Friday',
  responseHours: SITE.replyTimeHours,
  postLaunchSupportDays: 30,
  changeNoticeDays: 30,
  liabilityCapMonths: 12,
  minimumAge: 13,
  privacyResponseDays: 30,
  proposalBusinessDays: '2-3',
  kickoffWeeks: '1-2',
  discoveryCallMinutes: 30,
} as const;

export interface RetentionRow {
  category: string;
  purpose: string;
  duration: string;
}

/** Browser storage and the data kept about visits, with the durations of 001 §9 (session, 2 years, 1 year, 1 year). */
export const STORAGE_DURATIONS: readonly RetentionRow[] = [
  {
    category: 'Sign-in (strictly necessary)',
    purpose: 'An httpOnly cookie that keeps you signed in to the client portal.',
    duration: 'Session',
  },
  {
    category: 'Preferences',
    purpose: 'Your colour scheme and portal layout, kept in your browser’s local storage.',
    duration: '2 years',
  },
  {
    category: 'Security',
    purpose: 'Salted hashes of network addresses, used to stop spam and repeated failed sign-ins.',
    duration: '1 year',
  },
  {
    category: 'Analytics',
    purpose: 'Cookieless page-view counts: path, referring site, device class and a visitor hash that changes daily.',
    duration: '1 year',
  },
];
