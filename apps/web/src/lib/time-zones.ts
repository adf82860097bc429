/** The IANA zones this browser knows, for a searchable select (UTC first; the user's current zone always included). */
export function timeZoneOptions(current?: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(['UTC', ...zones]);
  if (current) all.add(current);
  return [...all];
}
