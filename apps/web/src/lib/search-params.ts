// The one way the web writes a list's query string (ARCHITECTURE "Lists"): the values are typed by the endpoint's
// shared list-query schema (packages/shared/src/<domain>.ts, the API's `schema.querystring`), so a renamed or
// removed filter fails the typecheck here instead of being ignored by the server.
import type { z } from 'zod';

/** One value as a screen holds it; `null`, `undefined` and `''` mean "no filter" and are left out. */
type ParamValue<Wire> =
  | Wire
  | null
  | undefined
  // The API's flags are the strings 'true' | 'false' (a query string has no booleans): a boolean is accepted for them.
  | ('true' extends Wire ? boolean : never)
  // Free-text and date fields also take a Date (sent as ISO 8601) and lists (sent comma-separated).
  | (string extends Wire ? Date | readonly (string | number)[] : never);

/** What a screen passes for the query schema `S`: every field optional, each as `ParamValue` allows. */
export type SearchValues<S extends z.ZodType> = { [K in keyof z.input<S>]?: ParamValue<z.input<S>[K]> };

/** Anything with a zod object's `shape`: only its keys are sent. */
interface ShapeOf {
  shape: Record<string, unknown>;
}

/**
 * The query string of `values` as the API's zod schema `S` parses it: empty values (undefined, null, '') and empty
 * lists are dropped, text is trimmed (the schemas trim too, so "  " is no filter), booleans become 'true'/'false',
 * numbers their digits, Dates their ISO 8601 form, and arrays one comma-separated value (`ids=a,b`).
 *
 * Pass the schema itself to keep only its keys (a screen's filter object may carry view state the API does not take);
 * pass `undefined` and name it as a type argument on the portal's first screen, which must not load zod
 * (docs/decisions/0011-first-screen-reads-the-wire-type.md): `toSearchParams<typeof listNotificationsQuery>(undefined, …)`.
 */
export function toSearchParams<S extends z.ZodType = z.ZodType<unknown, Record<string, unknown>>>(
  schema: (S & ShapeOf) | undefined,
  values: SearchValues<S>,
): URLSearchParams {
  const params = new URLSearchParams();
  const keys = schema ? new Set(Object.keys(schema.shape)) : null;
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (keys && !keys.has(key)) continue;
    const text = serialise(value);
    if (text !== null) params.set(key, text);
  }
  return params;
}

/**
 * The query string of a read, without the schema at run time: `searchParamsOf<typeof listInvoicesQuery>({ ... })`
 * writes exactly what `toSearchParams(listInvoicesQuery, { ... })` writes for the schema's keys, and the type argument
 * still checks every key and value against the schema's input. Reads use it so no zod schema is imported by a screen's
 * first paint (docs/decisions/0011-first-screen-reads-the-wire-type.md): since it cannot drop keys the schema does not
 * know, pass only the query's own fields (TypeScript refuses others in an object literal).
 */
export function searchParamsOf<S extends z.ZodType = z.ZodType<unknown, Record<string, unknown>>>(
  values: SearchValues<S>,
): URLSearchParams {
  return toSearchParams<S>(undefined, values);
}

/** `path?query`, or just `path` when there is nothing to ask. */
export function withSearchParams(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function serialise(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map(serialise).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join(',') : null;
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}
