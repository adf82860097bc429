// What the fuzzer does to a valid-ish request to make it wrong: each mutation is a kind plus two numbers that
// pick where and how, so fast-check generates (and reproduces from a seed) all of them alike.
import { MAX_JSON_DEPTH } from '@agency/shared/api-messages';

/** A request before it is written out: path parameters, query and body as values. */
export interface Draft {
  path: Record<string, string>;
  query: Record<string, unknown>;
  /** Undefined when the operation reads no body. */
  body: unknown;
}

/** A request as sent. `rawPath` parameters are already percent-encoded (a mutation may write its own escapes). */
export interface Wire {
  path: Record<string, string>;
  rawPath: Set<string>;
  query: Record<string, unknown>;
  /** The body text; undefined sends none. */
  payload?: string;
  contentType?: string;
  origin: 'same' | 'cross' | 'none';
  /** Any other request headers a mutation adds. */
  headers: Record<string, string>;
}

export const MUTATIONS = [
  'unknownId',
  'foreignId',
  'badPathParam',
  'badCharacter',
  'wrongType',
  'hugeNumber',
  'longString',
  'dropField',
  'unknownField',
  'protoKey',
  'deepNesting',
  'emptyBody',
  'invalidJson',
  'tooLarge',
  'wrongContentType',
  'crossSite',
  'noOrigin',
  'queryJunk',
  'badRange',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

const NEEDS_PATH = new Set<Mutation>(['unknownId', 'foreignId', 'badPathParam']);
const NEEDS_BODY = new Set<Mutation>([
  'dropField',
  'unknownField',
  'protoKey',
  'deepNesting',
  'emptyBody',
  'invalidJson',
  'tooLarge',
  'wrongContentType',
]);

/** The mutations that can change something in a request of this shape. */
export function mutationsFor(draft: Draft): Mutation[] {
  const hasPath = Object.keys(draft.path).length > 0;
  const hasBody = draft.body !== undefined;
  return MUTATIONS.filter((kind) => (!NEEDS_PATH.has(kind) || hasPath) && (!NEEDS_BODY.has(kind) || hasBody));
}

const WRONG_VALUES: unknown[] = [123, -1, 'text', '', true, null, [], {}, [1, 'a'], { nested: { deep: true } }];
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 2 ** 31, 1e-320, 4.5e15 + 0.5, -0];
const BAD_TEXT = ['\u0000', 'a\ud800b', '\udfff', 'ok\u0000ok', '\ud83d'];
// Percent-encoded as a client could send them: a NUL, a lone surrogate as CESU bytes, a malformed escape, and more.
// Not `.` or `..`: inject resolves them as a browser would, so the request would reach another route altogether.
const BAD_PATH_PARAMS = ['not-an-id', '%00', '%ED%A0%80', '%zz', 'x'.repeat(250), '0', '-1', '%20', '%2F'];
const UNKNOWN_UUID = '00000000-0000-4000-8000-00000000dead';

export function write(draft: Draft): Wire {
  return {
    path: { ...draft.path },
    rawPath: new Set(),
    query: { ...draft.query },
    payload: draft.body === undefined ? undefined : JSON.stringify(draft.body),
    contentType: draft.body === undefined ? undefined : 'application/json',
    origin: 'same',
    headers: {},
  };
}

/** `draft` with `kind` applied at the place `pick` chooses, in the way `variant` chooses. */
export function mutate(draft: Draft, kind: Mutation, pick: number, variant: number, foreign: string[]): Wire {
  const wire = write(draft);
  const pathKeys = Object.keys(draft.path);
  const pathKey = pathKeys[pick % Math.max(pathKeys.length, 1)];
  const choose = <T>(list: readonly T[]) => list[variant % list.length]!;
  const body = (value: unknown) => {
    wire.payload = JSON.stringify(value);
  };
  switch (kind) {
    case 'unknownId':
      wire.path[pathKey!] = UNKNOWN_UUID;
      break;
    case 'foreignId':
      if (foreign.length > 0) wire.path[pathKey!] = choose(foreign);
      break;
    case 'badPathParam':
      wire.path[pathKey!] = choose(BAD_PATH_PARAMS);
      wire.rawPath.add(pathKey!);
      break;
    case 'badCharacter':
      if (draft.body !== undefined && variant % 2 === 0) body(replaceAt(draft.body, pick, choose(BAD_TEXT)));
      else if (pathKey && variant % 3 === 0) {
        wire.path[pathKey] = '%ED%A0%80';
        wire.rawPath.add(pathKey);
      } else wire.query[queryKey(draft, pick)] = choose(BAD_TEXT);
      break;
    case 'wrongType':
      if (draft.body !== undefined && variant % 3 !== 0) body(replaceAt(draft.body, pick, choose(WRONG_VALUES)));
      else wire.query[queryKey(draft, pick)] = choose(['[]', '{}', 'true', '1.5', 'null', '']);
      break;
    case 'hugeNumber':
      if (draft.body !== undefined && variant % 2 === 0) body(replaceAt(draft.body, pick, choose(HUGE_NUMBERS)));
      else wire.query[queryKey(draft, pick)] = String(choose([...HUGE_NUMBERS, '99999999999999999999999']));
      break;
    case 'longString':
      if (draft.body !== undefined) body(replaceAt(draft.body, pick, 'x'.repeat(choose([1_000, 20_000, 200_000]))));
      else wire.query[queryKey(draft, pick)] = 'q'.repeat(choose([1_000, 5_000]));
      break;
    case 'dropField':
      body(dropAt(draft.body, pick));
      break;
    case 'unknownField':
      body(replaceAt(draft.body, pick, { unexpected: 'field', id: UNKNOWN_UUID }, true));
      break;
    case 'protoKey':
      wire.payload = choose([
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        `{"a":1,"__proto__":${wire.payload}}`,
      ]);
      break;
    case 'deepNesting': {
      const depth = choose([MAX_JSON_DEPTH + 1, 100, 5_000]);
      wire.payload = variant % 2 === 0 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : nestedObject(depth);
      break;
    }
    case 'emptyBody':
      wire.payload = choose(['', '{}', 'null', '[]', '""', '0']);
      if (variant % 7 === 0) wire.contentType = undefined;
      break;
    case 'invalidJson':
      wire.payload = choose(['{', '{"a":}', "{'a':1}", 'undefined', '{"a":1}}', '\u0000', '[1,]']);
      break;
    case 'tooLarge':
      wire.payload = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) });
      break;
    case 'wrongContentType':
      wire.contentType = choose(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'a/b']);
      break;
    case 'crossSite':
      wire.origin = 'cross';
      break;
    case 'noOrigin':
      wire.origin = 'none';
      break;
    case 'badRange':
      wire.headers.range = choose(['bytes=99999999999-', 'bytes=5-1', 'bytes=-0', 'items=0-1', 'bytes=0-0,2-3']);
      break;
    case 'queryJunk':
      wire.query = { ...draft.query, [queryKey(draft, pick)]: ['a', 'b'], unknownParam: 'x', cursor: 'not-a-cursor' };
      break;
  }
  return wire;
}

function queryKey(draft: Draft, pick: number): string {
  const keys = Object.keys(draft.query);
  return keys.length > 0 ? keys[pick % keys.length]! : 'q';
}

function nestedObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Every place in a value (the value itself, each property, each item), depth first. */
function places(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(path);
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      places(item, [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

/** A copy of `value` with the place `pick` chooses replaced (or, `add`, given a new property there). */
function replaceAt(value: unknown, pick: number, replacement: unknown, add = false): unknown {
  const all = places(value);
  const target = all[pick % all.length]!;
  const copy = structuredClone(value);
  if (target.length === 0)
    return add && copy && typeof copy === 'object' ? { ...copy, ...(replacement as object) } : replacement;
  const parent = parentOf(copy, target);
  const last = target[target.length - 1]!;
  const current = parent[last];
  if (add && current && typeof current === 'object' && !Array.isArray(current)) Object.assign(current, replacement);
  else parent[last] = replacement;
  return copy;
}

function dropAt(value: unknown, pick: number): unknown {
  const all = places(value).filter((path) => path.length > 0);
  if (all.length === 0) return value;
  const target = all[pick % all.length]!;
  const copy = structuredClone(value);
  const parent = parentOf(copy, target);
  const last = target[target.length - 1]!;
  if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy;
}

type Container = Record<string | number, unknown> & unknown[];

function parentOf(root: unknown, path: (string | number)[]): Container {
  return path.slice(0, -1).reduce((node, key) => (node as Container)[key], root) as Container;
}
