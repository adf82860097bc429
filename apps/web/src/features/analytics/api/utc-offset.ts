/** The browser's offset from UTC in minutes east: the API counts days and months as the browser's. */
export function browserUtcOffset(date = new Date()): number {
  return -date.getTimezoneOffset();
}
