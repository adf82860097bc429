/**
 * 001 §9, the activity log's times: under a minute "now", under an hour "N minutes ago", under a day "N hours ago", else the full date and
 * time; worded by Intl in the user's language ("vor 5 Minuten", "il y a 3 heures").
 */
export function activityTime(value: string | Date, now: Date, locale: string): string {
  const instant = new Date(value);
  const minutes = Math.max(0, Math.floor((now.getTime() - instant.getTime()) / 60_000));
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
  // "0 minutes ago" reads as a fault; Intl words the present itself ("now", "jetzt", "maintenant").
  if (minutes < 1) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  if (minutes < 60) return words.format(-minutes, 'minute');
  if (minutes < 24 * 60) return words.format(-Math.floor(minutes / 60), 'hour');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}
