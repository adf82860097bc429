import { numberFormat } from './intl-cache';

// The one way a size is shown (001 §9): files, attachments, upload limits and storage all read the same figures.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
/** Languages that write sizes in octets. */
const OCTET_UNITS: Record<string, readonly string[]> = { fr: ['o', 'Ko', 'Mo', 'Go', 'To'] };

/**
 * 001 §9: a size in B, KB, MB, GB (1024-based), whole bytes and one decimal above, in the user's number format:
 * "56 B", "1.5 KB", "2,3 Mo". A symbol, so never "56 byte" or "1 bytes" in any language.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = numberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  const symbols = OCTET_UNITS[locale.slice(0, 2)] ?? UNITS;
  return `${number}\u00a0${symbols[unit]}`;
}
