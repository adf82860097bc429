/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MESSAGES } from './api-messages.ts';
import {
  boundedText,
  emailAddress,
  ILL_FORMED_MESSAGE,
  idParams,
  isoDateTime,
  NUL_MESSAGE,
  pageCursor,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';

// Every module of the package, so a schema added tomorrow is checked without anyone listing it here.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

type AnySchema = z.core.$ZodType;

/** Every schema nested in `schema` (object fields, arrays, unions, wrappers, codecs, records). */
function* walk(schema: AnySchema, seen = new Set<AnySchema>()): Generator<AnySchema> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const children = [
    ...Object.values((def.shape as Record<string, AnySchema> | undefined) ?? {}),
    ...((def.options as AnySchema[] | undefined) ?? []),
    ...((def.items as AnySchema[] | undefined) ?? []),
    def.element,
    def.innerType,
    def.in,
    def.out,
    def.keyType,
    def.valueType,
    def.left,
    def.right,
  ];
  for (const child of children) if (child instanceof z.core.$ZodType) yield* walk(child, seen);
}

const stringSchemasIn = (schema: AnySchema) => [...walk(schema)].filter((s) => s._zod.def.type === 'string');

// A string format with a fixed grammar (an ISO date, a uuid) cannot hold a NUL: refusing the probe at all is enough.
const FIXED_GRAMMAR = new Set(['date', 'datetime', 'time', 'uuid', 'guid']);

const refusesNul = (schema: AnySchema) => {
  const result = z.safeParse(schema, 'a\u0000b');
  if (result.success) return false;
  const format = (schema._zod.def as { format?: string }).format;
  return (format && FIXED_GRAMMAR.has(format)) || result.error.issues.some((issue) => issue.message === NUL_MESSAGE);
};

const LONE_SURROGATE = 'a\ud800b';

const refusesLoneSurrogate = (schema: AnySchema) => {
  const result = z.safeParse(schema, LONE_SURROGATE);
  if (result.success) return false;
  const format = (schema._zod.def as { format?: string }).format;
  return (
    (format && FIXED_GRAMMAR.has(format)) || result.error.issues.some((issue) => issue.message === ILL_FORMED_MESSAGE)
  );
};

describe('shared schemas', () => {
  const exported = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, AnySchema] => entry[1] instanceof z.core.$ZodType)
      .map(([name, schema]) => [`${file.slice(2)} ${name}`, schema] as const),
  );

  it('are found by the walk (the glob sees the domain modules)', () => {
    const names = exported.map(([name]) => name);
    expect(names).toContain('leads.ts listLeadsQuery');
    expect(names).toContain('users.ts listUsersQuery');
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(exported)('%s: no string inside accepts a NUL character', (_name, schema) => {
    const accepting = stringSchemasIn(schema).filter((s) => !refusesNul(s));
    expect(accepting).toHaveLength(0);
  });

  // A lone surrogate reached the audit log's JSON column and failed there (issue 18 point 10).
  it.each(exported)('%s: no string inside accepts an unpaired surrogate', (_name, schema) => {
    const accepting = stringSchemasIn(schema).filter((s) => !refusesLoneSurrogate(s));
    expect(accepting).toHaveLength(0);
  });
});

describe('schema primitives', () => {
  it.each([
    ['wireText', wireText()],
    ['boundedText', boundedText({ max: 10 })],
    ['boundedText untrimmed', boundedText({ max: 10, trim: false })],
    ['emailAddress', emailAddress()],
    ['uuid', uuid()],
    ['pageCursor', pageCursor],
  ])('%s refuses a NUL character', (_name, schema) => {
    expect(refusesNul(schema)).toBe(true);
  });

  it.each([
    ['wireText', wireText()],
    ['boundedText', boundedText({ max: 10 })],
    ['boundedText untrimmed', boundedText({ max: 10, trim: false })],
    ['emailAddress', emailAddress()],
    ['pageCursor', pageCursor],
  ])('%s refuses an unpaired surrogate, high or low, and keeps a pair', (_name, schema) => {
    expect(refusesLoneSurrogate(schema)).toBe(true);
    expect(schema.safeParse('x\udc00').error?.issues[0]?.message).toBe(ILL_FORMED_MESSAGE);
    expect(schema.safeParse('\ud83d\ude00').error?.issues.map((issue) => issue.message) ?? []).not.toContain(
      ILL_FORMED_MESSAGE,
    );
  });

  it('accepts emoji and accents in text', () => {
    expect(boundedText({ max: 20 }).parse(' Zoë 😀 ')).toBe('Zoë 😀');
  });

  it('catches a plain z.string() (the walk can fail)', () => {
    expect(stringSchemasIn(z.object({ q: z.string().optional() })).filter((s) => !refusesNul(s))).toHaveLength(1);
  });

  it('trims bounded text and keeps the min message', () => {
    const name = boundedText({ max: 5, min: 1, minMessage: 'Name is required' });
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
  });

  it('refuses an id that is not a uuid', () => {
    expect(idParams.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('carries timestamps as ISO strings and reads them back as Dates', () => {
    const at = new Date('2026-11-23T10:00:00.123Z');
    expect(z.encode(isoDateTime, at)).toBe('2026-11-23T10:00:00.123Z');
    expect(isoDateTime.parse('2026-11-23T10:00:00.123Z')).toEqual(at);
    expect(isoDateTime.safeParse('yesterday').success).toBe(false);
  });
});

describe('patchBody', () => {
  const body = patchBody(z.object({ name: boundedText({ max: 20 }), note: boundedText({ max: 20 }).nullable() }));

  it('refuses a body with no known field: empty, or only unknown ones', () => {
    for (const input of [{}, { unknown: 1 }]) {
      const result = body.safeParse(input);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ message: API_MESSAGES.nothingToChange, path: [] }),
      ]);
    }
  });

  it('takes any one known field, null included (null clears)', () => {
    expect(body.parse({ name: 'A', unknown: 1 })).toEqual({ name: 'A' });
    expect(body.parse({ note: null })).toEqual({ note: null });
  });

  it('says the domain’s own words when given', () => {
    const preferences = patchBody(z.object({ theme: z.enum(['light', 'dark']) }), 'Choose a theme.');
    expect(preferences.safeParse({}).error?.issues[0]?.message).toBe('Choose a theme.');
  });
});
