export interface CaseStudySummary {
  slug: string;
  title: string;
  subtitle: string;
}

// Static marketing content (spec 000 §2: only this slug has a case study); the full write-up extends this entry.
export const CASE_STUDIES: readonly CaseStudySummary[] = [
  {
    slug: 'ecommerce-transformation',
    title: 'E-commerce Transformation',
    subtitle: "How we rebuilt an online retailer's storefront, checkout and back office on a modern platform.",
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudySummary | undefined {
  return CASE_STUDIES.find((study) => study.slug === slug);
}
