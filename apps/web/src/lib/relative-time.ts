import { relativeTimeFormat } from './intl-cache';

/**
 * 001 §9 relative times, the one rule for every "how long ago" on the web: under a minute "Just now", then minutes,
 * hours and days ago ("5m ago", "3h ago", "2d ago" in English), worded by Intl.RelativeTimeFormat in the user's
 * language. `justNow` is the screen's own translation of "Just now"; without one, Intl's word for it ("now", "jetzt").
 */
export function relativeTime(value: string | Date, now: Date, locale: string, justNow?: string): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 1000));
  if (seconds < 60) return justNow ?? relativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  // English's narrow style is the spec's "5m ago"; other languages read better in their short style.
  const format = relativeTimeFormat(locale, { style: locale.startsWith('en') ? 'narrow' : 'short' });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
