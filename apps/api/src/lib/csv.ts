/**
 * A CSV cell (RFC 4180): quoted when it holds a separator, quote or line break, and defused when a spreadsheet would
 * read it as a formula (a cell beginning with = + - @, or a tab or carriage return, gets a leading apostrophe).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its line break. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
