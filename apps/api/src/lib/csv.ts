/**
 * The one CSV cell of every export (logs, payroll reports, the organisation's data, newsletter subscribers): RFC 4180,
 * quoted when it holds a separator, quote or line break, and defused when a spreadsheet would read it as a formula (a
 * text beginning with = + - @, or a tab or carriage return, gets a leading apostrophe). Dates are written as ISO
 * instants and other objects as JSON.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its line break. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
