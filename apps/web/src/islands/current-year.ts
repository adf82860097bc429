/** The footer's year was written at build time; a page built last December should not say so in January. */
export function updateCurrentYear(doc: Document) {
  const year = String(new Date().getFullYear());
  for (const element of doc.querySelectorAll('[data-current-year]')) element.textContent = year;
}
