export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date the current version took effect. */
  effectiveDate: string;
  intro: string;
  sections: readonly LegalSection[];
}
