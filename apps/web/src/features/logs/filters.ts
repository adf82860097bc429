import type { AuditCategory, AuditLevel } from '@agency/shared/enums';
import type { logFilters } from '@agency/shared/logs';
import type { LogKind, LogTimeRange } from '@agency/shared/logs-values';
import { type SearchValues, searchParamsOf } from '../../lib/search-params';

/** What the filter bar holds: the search as typed (debounced before it is sent), selects, and a custom range. */
export interface LogFilterState {
  q: string;
  level: AuditLevel | null;
  category: AuditCategory | null;
  range: LogTimeRange;
  /** A custom range as the date-time inputs hold it (`2026-11-28T09:30`, the viewer's local time). */
  from: string;
  to: string;
}

export const NO_FILTERS: LogFilterState = { q: '', level: null, category: null, range: 'all', from: '', to: '' };

/** The browser's zone, so "Today" starts at the viewer's midnight. */
function viewerZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function instant(local: string): Date | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The query the list, the counters and the export all send: the same filters, so the CSV is what the list shows. */
export function filterValues(state: LogFilterState): SearchValues<typeof logFilters> {
  const custom = state.range === 'custom';
  return {
    q: state.q,
    level: state.level,
    category: state.category,
    range: state.range,
    from: custom ? instant(state.from) : null,
    to: custom ? instant(state.to) : null,
    tz: state.range === 'today' ? viewerZone() : null,
  };
}

/** A custom range is sent once both ends are chosen and in order; until then the list keeps its last answer. */
export function isComplete(state: LogFilterState): boolean {
  if (state.range !== 'custom') return true;
  const from = instant(state.from);
  const to = instant(state.to);
  return from !== null && to !== null && from < to;
}

/** The address of Export Logs for these filters: a plain download the browser streams to disk. */
export function exportHref(kind: LogKind, state: LogFilterState): string {
  const params = searchParamsOf<typeof logFilters>(filterValues(state));
  const query = params.toString();
  return `/api/logs/${kind}/export.csv${query ? `?${query}` : ''}`;
}
