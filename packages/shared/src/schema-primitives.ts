// The building blocks every request and response schema is made of (ARCHITECTURE: "contract once").
// Every string primitive refuses what PostgreSQL cannot store: the NUL character (text) and an unpaired
// surrogate (`\ud800`, which a JSON column refuses), so either would be a 500 instead of a 400. Building
// schemas only from these makes that impossible by construction; schema-primitives.test.ts walks every shared
// schema to keep it so.
import { z } from 'zod';
import { API_MESSAGES } from './api-messages.ts';

export const NUL_MESSAGE = API_MESSAGES.nul;
export const ILL_FORMED_MESSAGE = API_MESSAGES.illFormed;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the NUL character is the point.
const NO_NUL = /^[^\u0000]*$/;
// With the u flag a surrogate pair is one code point outside this range: only an unpaired half matches it.
const WELL_FORMED = /^[^\uD800-\uDFFF]*$/u;

/** The two checks every text primitive ends with (zod runs them in order: a NUL reports the NUL message). */
function storable<T extends z.ZodString | z.ZodStringFormat>(schema: T): T {
  return schema.regex(NO_NUL, NUL_MESSAGE).regex(WELL_FORMED, ILL_FORMED_MESSAGE) as T;
}

/** A string as the server sends it (response fields): any length, never a NUL or a broken character. */
export function wireText() {
  return storable(z.string());
}

export interface BoundedTextOptions {
  max: number;
  /** At least this many characters after trimming (1 makes the field required). */
  min?: number;
  /** The message when shorter than `min`; zod's own otherwise. */
  minMessage?: string;
  /** Trimmed by default: leading and trailing spaces are never meant. Off for secrets such as tokens. */
  trim?: boolean;
}

/** Text a person or client sends: trimmed, bounded, never a NUL or a broken character. */
export function boundedText({ max, min, minMessage, trim = true }: BoundedTextOptions) {
  let schema = z.string();
  if (trim) schema = schema.trim();
  schema = storable(schema).max(max);
  return min === undefined ? schema : schema.min(min, minMessage);
}

export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address, trimmed, at most RFC 5321's 254 characters. `required` is the message for an empty one
 * (the spec has its own), checked first so a person sees one message at a time.
 */
export function emailAddress(messages: { invalid?: string; required?: string } = {}) {
  const invalid = messages.invalid ?? 'Please enter a valid email address';
  return storable(z.string().trim())
    .min(1, { error: messages.required ?? invalid, abort: true })
    .max(EMAIL_MAX_LENGTH)
    .check(z.email(invalid));
}

/** A row id (every table's primary key is a uuid). */
export function uuid(message?: string) {
  return storable(z.uuid(message ? { error: message } : undefined));
}

/** `/:id` path parameters. */
export const idParams = z.object({ id: uuid() });

/**
 * Timestamps: an ISO 8601 string on the wire, a Date in code on both sides. The API's serializer encodes the
 * services' Dates (fastify-type-provider-zod encodes responses), and the web's apiFetch decodes them back.
 */
export const isoDateTime = z.codec(storable(z.iso.datetime()), z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});

/** A calendar date, `2026-11-25` (timelines, due dates): no time, no zone. */
export function calendarDate(message = 'Enter a date as YYYY-MM-DD') {
  return storable(z.iso.date({ error: message }));
}

/** The opaque page cursor a list returned as `nextCursor`; the API decodes and checks it. */
export const pageCursor = storable(z.string()).max(512);

/** `?limit=` of a paged list, with that list's default. */
export function pageLimit(defaultLimit: number) {
  return z.coerce.number().int().min(1).max(100).default(defaultLimit);
}

/** The answer of every keyset-paged list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: pageCursor.nullable() });
}

/**
 * The body of a PATCH: every field optional, and at least one known field required (unknown ones are stripped,
 * so `{}` and `{"typo": 1}` both get 400 "Nothing to change" instead of reaching an UPDATE with nothing to set).
 * Chain further refinements after it; `message` where the domain has words of its own.
 */
export function patchBody<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  object: z.ZodObject<Shape, Config>,
  message: string = API_MESSAGES.nothingToChange,
) {
  return object
    .partial()
    .refine((body) => Object.values(body as Record<string, unknown>).some((value) => value !== undefined), {
      message,
    });
}
