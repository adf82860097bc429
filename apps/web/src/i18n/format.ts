import { formatCents } from '@agency/shared/money';
import type { DateFormat } from '@agency/shared/preferences-values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/format-bytes';
import { dateTimeFormat, numberFormat } from '../lib/intl-cache';
import { preferencesQueryOptions } from '../lib/preferences';
import { relativeTime } from '../lib/relative-time';
import { useSession } from '../lib/session';
import { browserTimeZone } from '../lib/today';

/** The user's choices that change how dates read (Settings › General): their zone and their date order. */
export interface DatePreferences {
  /** An IANA zone; undefined: the browser's. */
  timeZone?: string;
  dateFormat?: DateFormat;
}

/**
 * Dates, numbers and money formatted with Intl for the language the user chose, instants in the time zone they chose.
 * Every screen formats through this hook, so switching language or zone re-renders figures as well as words.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const userId = useSession().data?.user.id;
  const preferences = useQuery({ ...preferencesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  const data = userId ? preferences.data : undefined;
  return formatters(i18n.language, {
    timeZone: data?.timeZone ?? undefined,
    dateFormat: data?.dateFormat,
  });
}

const DEFAULT_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** A date in one fixed order (dd/mm/yyyy, mm/dd/yyyy, yyyy-mm-dd), whatever the language. */
function fixedOrder(date: Date, timeZone: string, order: Exclude<DateFormat, 'locale'>): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  if (order === 'ymd') return `${parts.year}-${parts.month}-${parts.day}`;
  if (order === 'mdy') return `${parts.month}/${parts.day}/${parts.year}`;
  return `${parts.day}/${parts.month}/${parts.year}`;
}

export function formatters(locale: string, { timeZone, dateFormat = 'locale' }: DatePreferences = {}) {
  const zone = timeZone ?? browserTimeZone();
  /** A calendar date (`2026-11-23`) is a day everywhere (UTC); an instant is shown in the user's zone. */
  const date = (value: string | Date, options: Intl.DateTimeFormatOptions = DEFAULT_DATE) => {
    const calendar = typeof value === 'string' && value.length === 10;
    const at = typeof value === 'string' ? new Date(calendar ? `${value}T00:00:00Z` : value) : value;
    const inZone = calendar ? 'UTC' : zone;
    if (options === DEFAULT_DATE && dateFormat !== 'locale') return fixedOrder(at, inZone ?? 'UTC', dateFormat);
    return dateTimeFormat(locale, { ...options, timeZone: inZone }).format(at);
  };
  return {
    date,
    dateTime: (value: string | Date) => {
      const at = new Date(value);
      if (dateFormat === 'locale')
        return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(at);
      const time = dateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).format(at);
      return `${fixedOrder(at, zone ?? 'UTC', dateFormat)} ${time}`;
    },
    /** A time of day of an instant, in the user's zone. */
    time: (value: string | Date) =>
      dateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).format(new Date(value)),
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    /** 001 §9: 1,000+ as K and 1,000,000+ as M with one decimal. */
    compact: (value: number) => numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    percent: (ratio: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    money: (cents: number) => formatCents(cents, locale),
    /** A size in bytes, 1024-based with B, KB, MB, GB (lib/format-bytes.ts): "56 B", "1.5 KB". */
    bytes: (bytes: number) => formatBytes(bytes, locale),
    /** How long ago an instant was, by 001 §9's one rule (lib/relative-time.ts): "now", "5m ago", "3h ago", "2d ago". */
    fromNow: (value: string | Date, now: Date = new Date()) => relativeTime(value, now, locale),
  };
}
