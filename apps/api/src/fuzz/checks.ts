// What every answer the fuzzer gets must satisfy (issue #22 point 3): no 5xx; a status the operation declares;
// the error shape on every 4xx; a success body that validates against the operation's own declared schema; and,
// for a CLIENT, no id or name of another organisation's records that the request did not itself carry.

import type { Role } from '@agency/shared/enums';
import { accessFor } from '@agency/shared/permissions';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { DocumentedOperation, OpenApiDocument } from './document.ts';
import type { FuzzRequest } from './requests.ts';

export type CallerRole = Role | 'ANONYMOUS';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ATTENDEE_LISTS = /"attendees":\[[^\]]*\]/g;

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export interface Finding {
  check: 'server-error' | 'undeclared-status' | 'error-shape' | 'response-schema' | 'authorization' | 'leak';
  detail: string;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Validators for the document's schemas, compiled once each, resolving `#/components/...` inside the document. */
export function createValidators(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema(document as object, 'doc', undefined, false);
  const cache = new Map<string, ValidateFunction>();
  const at = (path: string) => {
    let validate = cache.get(path);
    if (!validate) {
      validate = ajv.getSchema(`doc#/${path}`);
      if (!validate) throw new Error(`no schema at ${path}`);
      cache.set(path, validate);
    }
    return validate;
  };
  return {
    error: () => at(pointer('components', 'schemas', 'Error')),
    response: (operation: DocumentedOperation, status: string, mediaType: string) =>
      at(
        pointer(
          'paths',
          operation.path,
          operation.method.toLowerCase(),
          'responses',
          status,
          'content',
          mediaType,
          'schema',
        ),
      ),
    errorsText: (validate: ValidateFunction) => ajv.errorsText(validate.errors?.slice(0, 3)),
  };
}
export type Validators = ReturnType<typeof createValidators>;

export function checkAnswer(
  operation: DocumentedOperation,
  role: CallerRole,
  request: FuzzRequest,
  answer: Answer,
  validators: Validators,
  foreignMarkers: readonly string[],
): Finding[] {
  const findings: Finding[] = [];
  const { status } = answer;
  if (status >= 500) findings.push({ check: 'server-error', detail: `${status} ${answer.body.slice(0, 300)}` });
  const declared = operation.responses[String(status)];
  if (!declared && status < 500) {
    findings.push({ check: 'undeclared-status', detail: `${status} ${answer.body.slice(0, 200)}` });
  }
  if (status >= 400 && status < 500) findings.push(...checkErrorShape(answer, validators));
  if (status < 400 && declared) findings.push(...checkSuccessBody(operation, String(status), answer, validators));
  findings.push(...checkAuthorization(operation, role, status));
  if (role === 'CLIENT') findings.push(...checkLeak(request, answer, foreignMarkers));
  return findings;
}

function parse(answer: Answer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(answer.body) };
  } catch {
    return { ok: false };
  }
}

function checkErrorShape(answer: Answer, validators: Validators): Finding[] {
  const parsed = parse(answer);
  if (!answer.contentType.startsWith('application/json') || !parsed.ok) {
    return [{ check: 'error-shape', detail: `${answer.status} ${answer.contentType}: ${answer.body.slice(0, 200)}` }];
  }
  const validate = validators.error();
  if (validate(parsed.value)) return [];
  return [
    {
      check: 'error-shape',
      detail: `${answer.status} ${validators.errorsText(validate)}: ${answer.body.slice(0, 200)}`,
    },
  ];
}

function checkSuccessBody(operation: DocumentedOperation, status: string, answer: Answer, validators: Validators) {
  const content = operation.responses[status]?.content;
  const mediaTypes = Object.keys(content ?? {});
  if (mediaTypes.length === 0) {
    return answer.body === ''
      ? []
      : [{ check: 'response-schema' as const, detail: `${status} has a body: ${answer.body.slice(0, 100)}` }];
  }
  const actual = answer.contentType.split(';')[0]!.trim();
  const mediaType = mediaTypes.find((type) => type === actual || type === '*/*');
  if (!mediaType) {
    return [
      { check: 'response-schema' as const, detail: `${status} sent ${actual}, declared ${mediaTypes.join(', ')}` },
    ];
  }
  if (mediaType !== 'application/json') return [];
  const parsed = parse(answer);
  const validate = validators.response(operation, status, mediaType);
  if (parsed.ok && validate(parsed.value)) return [];
  const why = parsed.ok ? validators.errorsText(validate) : 'not JSON';
  return [{ check: 'response-schema' as const, detail: `${status} ${why}: ${answer.body.slice(0, 200)}` }];
}

/** Anonymous callers never succeed on a secured operation, nor a role on one its permissions do not cover. */
function checkAuthorization(operation: DocumentedOperation, role: CallerRole, status: number): Finding[] {
  if (status >= 300) return [];
  const secured = operation.security.length > 0;
  if (role === 'ANONYMOUS' && secured) return [{ check: 'authorization', detail: `anonymous got ${status}` }];
  const permission = operation['x-permission'];
  if (role !== 'ANONYMOUS' && permission && !accessFor(role, permission as Parameters<typeof accessFor>[1])) {
    return [{ check: 'authorization', detail: `${role} got ${status} without ${permission}` }];
  }
  return [];
}

/** An id or name of another organisation's records in a CLIENT's answer, unless the request itself carried it. */
function checkLeak(request: FuzzRequest, answer: Answer, markers: readonly string[]): Finding[] {
  const asked = `${decodeSafely(request.url)} ${request.payload ?? ''}`;
  // An event's attendees are whoever its organiser invited, from any organisation, and see each other (D17).
  const body = answer.body.replace(ATTENDEE_LISTS, '');
  // A name counts as a whole JSON string (a made-up "caller" is not named by "P&pplcallert"); an id anywhere.
  const leaked = markers.filter(
    (marker) => body.includes(UUID.test(marker) ? marker : JSON.stringify(marker)) && !asked.includes(marker),
  );
  if (leaked.length === 0) return [];
  const at = body.indexOf(leaked[0]!);
  const context = body.slice(Math.max(0, at - 240), at + 120);
  return [{ check: 'leak', detail: `${answer.status} names ${leaked.slice(0, 3).join(', ')} in …${context}…` }];
}

function decodeSafely(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
