import { formatCents } from '@agency/shared/money';
import { useTranslation } from 'react-i18next';

/** The units fromNow picks from, largest first, each with its length in seconds. */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

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
    /** A size in bytes with Intl's own units, 1024-based: "512 byte", "1.5 kB", "2.3 MB". */
    bytes: (bytes: number) => {
      const unit = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, { style: 'unit', ...options });
      if (bytes < 1024) return unit({ unit: 'byte' }).format(bytes);
      if (bytes < 1024 * 1024) return unit({ unit: 'kilobyte', maximumFractionDigits: 1 }).format(bytes / 1024);
      return unit({ unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
    },
    relative: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit),
    /** How long ago (or until) an instant, in the largest unit that fits: "3 hours ago", "hace 2 días". */
    fromNow: (value: string | Date, now: Date = new Date()) => {
      const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
      const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
      return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
    },
  };
}
