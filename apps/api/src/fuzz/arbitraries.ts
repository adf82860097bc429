// JSON Schema (the OpenAPI 3.1 document's, as zod writes it) to fast-check arbitraries of values that mostly pass
// it: "valid-ish" requests, which get past validation to the code behind it. Ids come from the seeded records
// (both organisations'), chosen by the field's name where it names a kind of record, so that a request mostly
// names something that exists.
import fc from 'fast-check';
import type { JsonSchema } from './document.ts';

/** Ids of the seeded records: `byKind('projects')`, every id for a field that names no kind. */
export interface IdSource {
  idsFor(hint: string | undefined): string[];
}

export interface SchemaContext {
  ids: IdSource;
  /** Resolves `#/components/schemas/X`. */
  resolve(ref: string): JsonSchema | undefined;
}

const MAX_DEPTH = 6;
// The two checks every text primitive carries (schema-primitives.ts); any printable text passes them.
const STORABLE_PATTERNS = new Set(['^[^\\u0000]*$', '^[^\\uD800-\\uDFFF]*$']);
const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}';

// Dates near the demo's "now" (world.ts), so that two of them make a range the API accepts about half the time.
const DATE_RANGE = {
  min: new Date('2026-10-20T00:00:00Z'),
  max: new Date('2026-12-20T23:59:59Z'),
  noInvalidDate: true,
};
const isoDateTime = fc.date(DATE_RANGE).map((date) => date.toISOString());
const isoDay = isoDateTime.map((value) => value.slice(0, 10));
const clock = fc
  .tuple(fc.integer({ min: 7, max: 19 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${h}:${m}`.replace(/\b(\d)\b/g, '0$1'));
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
const email = fc.tuple(word, word).map(([local, domain]) => `${local}@${domain}.test`);
const url = fc.tuple(word, word).map(([host, path]) => `https://${host}.test/${path}`);
const timeZone = fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo');

/** Texts of a kind the API checks, and a sample each: a pattern that accepts the sample generates that kind. */
const KINDS: [sample: string, arbitrary: fc.Arbitrary<string>][] = [
  ['2026-11-20T10:00:00Z', isoDateTime],
  ['2026-11-20T10:00:00.000Z', isoDateTime],
  ['2026-11-20', isoDay],
  ['10:30', clock],
  ['ab@cd.test', email],
  ['https://ab.test/x', url],
];

/** A field's name that says what it holds, where its schema cannot (a refinement, a transform). */
function byName(name: string | undefined, context: SchemaContext): fc.Arbitrary<string> | undefined {
  if (!name) return undefined;
  if (/^(tz|timeZone)$/.test(name)) return timeZone;
  if (/url$/i.test(name)) return url;
  if (/email$/i.test(name)) return email;
  // A comma-separated list of ids (a query parameter).
  if (/^ids$|Ids$/.test(name))
    return fc.array(idArbitrary(context.ids, name), { minLength: 1, maxLength: 3 }).map((ids) => ids.join(','));
  return undefined;
}

export function patternsOf(schema: JsonSchema): string[] {
  const own = typeof schema.pattern === 'string' ? [schema.pattern] : [];
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]).flatMap(patternsOf) : [];
  return [...own, ...parts];
}

export function isUuidSchema(schema: JsonSchema): boolean {
  return schema.format === 'uuid' || patternsOf(schema).some((pattern) => pattern.includes(UUID_PATTERN));
}

/** An id of the seeded records for a field called `hint` (a real one mostly; now and then an unknown one). */
export function idArbitrary(ids: IdSource, hint: string | undefined): fc.Arbitrary<string> {
  const known = ids.idsFor(hint);
  return known.length > 0
    ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid({ version: 4 }) })
    : fc.uuid({ version: 4 });
}

export function arbitraryFor(
  schema: JsonSchema | undefined,
  context: SchemaContext,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  if (typeof schema.$ref === 'string') return arbitraryFor(context.resolve(schema.$ref), context, name, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches) && !schema.type) {
    return fc.oneof(...branches.map((branch) => arbitraryFor(branch, context, name, depth + 1)));
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...(schema.type as string[]).map((type) => arbitraryFor({ ...schema, type }, context, name, depth)),
    );
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, context, name);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, context, name, depth);
    case 'object':
      return objectArbitrary(schema, context, depth);
    default:
      // {}: any value (an unrepresentable zod type); an allOf without a type: its first part.
      if (Array.isArray(schema.allOf)) return arbitraryFor((schema.allOf as JsonSchema[])[0], context, name, depth + 1);
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringArbitrary(schema: JsonSchema, context: SchemaContext, name: string | undefined): fc.Arbitrary<unknown> {
  if (isUuidSchema(schema)) return idArbitrary(context.ids, name);
  // A page cursor is the API's own: a made-up one is only ever refused, so valid-ish requests leave it out.
  if (name === 'cursor') return fc.constant(undefined);
  const named = byName(name, context);
  if (named) return named;
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? 60;
  const patterns = patternsOf(schema).filter((pattern) => !STORABLE_PATTERNS.has(pattern));
  switch (schema.format) {
    case 'date-time':
      return isoDateTime;
    case 'date':
      return isoDay;
    case 'email':
      return email;
    case 'uri':
    case 'url':
      return url;
  }
  const expressions = patterns.map(safeRegExp).filter((pattern) => pattern !== undefined);
  const kind = KINDS.find(([sample]) => expressions.length > 0 && expressions.every((pattern) => pattern.test(sample)));
  if (kind) return kind[1];
  // The first pattern a string must match shapes it (valid-ish: a second pattern or the length may still refuse it).
  const matching = expressions[0];
  if (matching) return fc.stringMatching(matching).map((value) => value.slice(0, maxLength));
  return fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) });
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const integer = schema.type === 'integer';
  const step = integer ? 1 : Number.EPSILON * 1024;
  const min = Math.max((schema.minimum as number | undefined) ?? (exclusiveMin ?? -1_000_001) + step, -1_000_000);
  const max = Math.min((schema.maximum as number | undefined) ?? (exclusiveMax ?? 1_000_001) - step, 1_000_000);
  const low = Math.min(min, max);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(max) });
  return fc.double({ min: low, max, noNaN: true, noDefaultInfinity: true });
}

function arrayArbitrary(schema: JsonSchema, context: SchemaContext, name: string | undefined, depth: number) {
  if (Array.isArray(schema.prefixItems)) {
    return fc.tuple(
      ...(schema.prefixItems as JsonSchema[]).map((item) => arbitraryFor(item, context, name, depth + 1)),
    );
  }
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 4, 4));
  const items = arbitraryFor(schema.items as JsonSchema | undefined, context, name, depth + 1);
  return schema.uniqueItems
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(items, { minLength, maxLength });
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (names.length === 0 && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const keys = (schema.propertyNames as JsonSchema | undefined)?.enum as string[] | undefined;
    const value = arbitraryFor(schema.additionalProperties as JsonSchema, context, undefined, depth + 1);
    return fc.dictionary(keys ? fc.constantFrom(...keys) : word, value, { maxKeys: 3 });
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of names) record[key] = arbitraryFor(properties[key], context, key, depth + 1);
  return fc.record(record, { requiredKeys: names.filter((key) => required.has(key)) });
}
