// Public facts about the agency and the contact form's choices (spec 000 §3, §9). No environment lookups:
// the prerendered pages, the API's contact validation and e-mails must all read the same values.

export const SITE = {
  /** The inbox visitors write to; the login page's "Need access?" note points here too. */
  contactEmail: 'hello@northstardigital.example',
  location: 'Remote-first, working with clients worldwide',
  /** DECISIONS D12: one promise everywhere. */
  replyTimeHours: 24,
} as const;

export interface ServiceSummary {
  name: string;
  startingPrice: string;
  timeline: string;
}

/** The six services of the Services page, in the spec's order. */
export const SERVICES: readonly ServiceSummary[] = [
  { name: 'Web Development', startingPrice: 'From $5,000', timeline: '4-8 weeks' },
  { name: 'Mobile App Development', startingPrice: 'From $8,000', timeline: '6-12 weeks' },
  { name: 'UI/UX Design', startingPrice: 'From $3,000', timeline: '2-4 weeks' },
  { name: 'Cloud Solutions', startingPrice: 'From $2,500', timeline: '2-6 weeks' },
  { name: 'SaaS Development', startingPrice: 'From $15,000', timeline: '12-20 weeks' },
  { name: 'Digital Transformation', startingPrice: 'Custom quote', timeline: '8-16 weeks' },
];

export const CONTACT_SERVICES = [
  'Web Development',
  'Mobile App Development',
  'UI/UX Design',
  'Cloud Solutions',
  'SaaS Development',
  'Digital Transformation',
  'Consulting',
  'Other',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

export const CONTACT_BUDGETS = [
  'Under $5,000',
  '$5,000 - $15,000',
  '$15,000 - $50,000',
  '$50,000 - $100,000',
  'Over $100,000',
  'Not sure yet',
] as const;
export type ContactBudget = (typeof CONTACT_BUDGETS)[number];

export const CONTACT_TIMELINES = ['ASAP', '1-3 months', '3-6 months', '6+ months', 'Just exploring'] as const;
export type ContactTimeline = (typeof CONTACT_TIMELINES)[number];

/**
 * Prerendered pages are built before anyone knows where they will be served, yet canonical links, Open Graph
 * URLs and the sitemap need absolute addresses. The build writes this placeholder; the server replaces it with
 * its PUBLIC_URL when it loads the pages (apps/api/src/plugins/web-app.ts).
 */
export const SITE_ORIGIN_TOKEN = 'https://site-origin.northstar.invalid';
