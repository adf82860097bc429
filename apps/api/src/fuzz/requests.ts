// One operation of the document to fast-check arbitraries of requests: valid-ish from its parameter and body
// schemas, or one of those with a mutation applied (mutations.ts), about half and half.
import fc from 'fast-check';
import { arbitraryFor, idArbitrary, isUuidSchema, type SchemaContext } from './arbitraries.ts';
import type { DocumentedOperation, JsonSchema } from './document.ts';
import { type Draft, type Mutation, mutate, mutationsFor, type Wire, write } from './mutations.ts';

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded. */
  url: string;
  payload?: string;
  contentType?: string;
  origin: Wire['origin'];
  headers: Record<string, string>;
  /** `valid` or the mutation applied. */
  mutation: 'valid' | Mutation;
}

export interface RequestContext extends SchemaContext {
  /** Ids a CLIENT may not see: what `foreignId` puts in a path. */
  foreignIds: string[];
}

/** The word a path parameter's id is of: `deliverableId` → `deliverable`, `/projects/{id}` → `projects`. */
export function hintFor(path: string, name: string): string {
  if (name !== 'id') return name.replace(/Ids?$/, '');
  const segments = path.split('/');
  const at = segments.indexOf('{id}');
  return segments[at - 1] ?? name;
}

export function draftArbitrary(operation: DocumentedOperation, context: SchemaContext): fc.Arbitrary<Draft> {
  const path: Record<string, fc.Arbitrary<string>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path')
      path[parameter.name] = pathValue(operation.path, parameter.name, parameter.schema, context);
    if (parameter.in === 'query') {
      query[parameter.name] = arbitraryFor(parameter.schema, context, parameter.name);
      if (parameter.required) requiredQuery.push(parameter.name);
    }
  }
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: fc.record(path),
    query: fc.record(query, { requiredKeys: requiredQuery }),
    body: bodySchema ? arbitraryFor(bodySchema, context) : fc.constant(undefined),
  });
}

function pathValue(path: string, name: string, schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  if (isUuidSchema(schema)) return idArbitrary(context.ids, hintFor(path, name));
  return arbitraryFor(schema, context, name).map(String);
}

export function requestArbitrary(operation: DocumentedOperation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  return draftArbitrary(operation, context).chain((draft) => {
    const kinds = mutationsFor(draft);
    const valid = fc.constant(toRequest(operation, write(draft), 'valid'));
    const mutated = fc
      .record({ kind: fc.constantFrom(...kinds), pick: fc.nat(), variant: fc.nat() })
      .map(({ kind, pick, variant }) =>
        toRequest(operation, mutate(draft, kind, pick, variant, context.foreignIds), kind),
      );
    return fc.oneof(valid, mutated);
  });
}

function toRequest(operation: DocumentedOperation, wire: Wire, mutation: FuzzRequest['mutation']): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = wire.path[name] ?? '';
    return wire.rawPath.has(name) ? value : encodeLoosely(value);
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(wire.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encodeLoosely(key)}=${encodeLoosely(text)}`);
    }
  }
  const query = pairs.join('&');
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    payload: wire.payload,
    contentType: wire.contentType,
    origin: wire.origin,
    headers: wire.headers,
    mutation,
  };
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses, and URLSearchParams would turn into U+FFFD)
 * is written as the three bytes a sloppy client would send for it (%ED%A0%80 for \ud800).
 */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}
