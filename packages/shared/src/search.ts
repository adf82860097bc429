// Global search (000 §2 "Dashboard shell", D12): GET /api/search?q= answers a few results per type, each scoped to
// what the caller may see, with the in-app url that opens it.
import { z } from 'zod';
import { boundedText, wireText } from './schema-primitives.ts';

/** 000 §9: the box waits 300 ms after the last key and keeps the last 5 searches. */
export const SEARCH_DEBOUNCE_MS = 300;
export const RECENT_SEARCHES_KEPT = 5;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Results per type: the best few, not a list to page through. */
export const SEARCH_RESULTS_PER_TYPE = 5;

export const SEARCH_RESULT_TYPES = [
  'project',
  'task',
  'client',
  'person',
  'lead',
  'proposal',
  'invoice',
  'file',
  'event',
  'time-entry',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const searchQuery = z.object({
  q: boundedText({
    min: SEARCH_MIN_LENGTH,
    max: SEARCH_MAX_LENGTH,
    minMessage: `Type at least ${SEARCH_MIN_LENGTH} characters to search.`,
  }),
});
export type SearchQuery = z.input<typeof searchQuery>;

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: wireText(),
  title: wireText(),
  /** A second line: the client of a project, the project of a task, an e-mail address, an event's day... */
  subtitle: wireText().nullable(),
  /**
   * An in-app path (/dashboard/projects/{id}, /dashboard/tasks?task={id}, /dashboard/calendar?date=…&event={id},
   * /dashboard/time?week=…) or a mailto: link.
   */
  url: wireText(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Grouped by type in SEARCH_RESULT_TYPES order, best match first within a type. */
export const searchResponse = z.object({ items: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponse>;

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type SearchResponseOnWire = z.input<typeof searchResponse>;
