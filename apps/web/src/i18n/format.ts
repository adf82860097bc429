import { formatCents } from '@agency/shared/money';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/format-bytes';
import { relativeTime } from '../lib/relative-time';

/**
 * Dates, numbers and money formatted with Intl for the language the user chose. Every screen formats through this
 * hook, so switching language re-renders figures as well as words.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}

export function formatters(locale: string) {
  return {
    /** A calendar date (`2026-11-23`) or an instant, e.g. "23 nov 2026". */
    date: (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(
        locale,
        typeof value === 'string' && value.length === 10 ? { ...options, timeZone: 'UTC' } : options,
      ).format(typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value),
    dateTime: (value: string | Date) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    /** 001 §9: 1,000+ as K and 1,000,000+ as M with one decimal. */
    compact: (value: number) =>
      new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    percent: (ratio: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    money: (cents: number) => formatCents(cents, locale),
    /** A size in bytes, 1024-based with B, KB, MB, GB (lib/format-bytes.ts): "56 B", "1.5 KB". */
    bytes: (bytes: number) => formatBytes(bytes, locale),
    /** How long ago an instant was, by 001 §9's one rule (lib/relative-time.ts): "now", "5m ago", "3h ago", "2d ago". */
    fromNow: (value: string | Date, now: Date = new Date()) => relativeTime(value, now, locale),
  };
}
