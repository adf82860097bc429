import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { type CallerRole, checkAnswer, createValidators, type Validators } from './checks.ts';
import { DOCUMENT_PUBLIC_URL, fetchDocument, type OpenApiDocument, operationsOf } from './document.ts';
import { describeProblem, type FuzzReport, fuzz, ROLES } from './run.ts';
import { foreignMarkers, seedWorld } from './world.ts';

// Issue #22 point 3, in `npm test`: the OpenAPI-driven fuzzer with a fixed seed and a small count (every
// operation of the document once per caller: ADMIN, AGENT, CLIENT, anonymous), on this engine. `npm run fuzz`
// sends 10,000. A problem is printed with a request that shows it; the same seed sends the same requests.

const SEED = 22;

let t: TestApp;
let document: OpenApiDocument;
let report: FuzzReport;
let markers: string[];
let organisations: { id: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: DOCUMENT_PUBLIC_URL });
  const world = await seedWorld(t.app);
  markers = await foreignMarkers(t.app.db, world.userIds.CLIENT);
  organisations = await t.app.db.select({ id: clients.id, name: clients.name }).from(clients);
  document = await fetchDocument(t.app);
  const requests = operationsOf(document).length * ROLES.length;
  report = await fuzz(t.app, world, document, { requests, seed: SEED });
}, 240_000);
afterAll(() => t?.close());

const problems = (check: string) => report.problems.filter((problem) => problem.check === check).map(describeProblem);

describe('the fuzzer, over every operation of the document as each caller', () => {
  it('sends every operation once per caller, and gets through to the code behind validation', () => {
    expect(report.sent).toBe(operationsOf(document).length * ROLES.length);
    expect(report.byOperation.size).toBe(operationsOf(document).length);
    // Valid-ish requests reach the handlers: a good share succeeds.
    expect(report.byClass['2xx'] ?? 0).toBeGreaterThan(report.sent / 10);
    expect(report.signedInAgain).toBe(0);
  });

  it('never gets a 5xx', () => {
    expect(problems('server-error')).toEqual([]);
  });

  it('gets only the statuses each operation declares', () => {
    expect(problems('undeclared-status')).toEqual([]);
  });

  it('gets the error shape with every 4xx', () => {
    expect(problems('error-shape')).toEqual([]);
  });

  it('gets success bodies that pass the operation’s own declared schema', () => {
    expect(problems('response-schema')).toEqual([]);
  });

  it('never succeeds where the caller’s role is not allowed', () => {
    expect(problems('authorization')).toEqual([]);
  });

  it('knew what the CLIENT must not see before it started: the other two organisations, not its own', () => {
    expect(organisations).toHaveLength(3);
    const foreign = organisations.filter((organisation) => markers.includes(organisation.name));
    expect(foreign).toHaveLength(2);
    expect(foreign.every((organisation) => markers.includes(organisation.id))).toBe(true);
  });

  it('never shows a CLIENT an id or a name of another organisation’s records', () => {
    expect(problems('leak')).toEqual([]);
  });
});

describe('each check catches what it is for', () => {
  let validators: Validators;
  beforeAll(() => {
    validators = createValidators(document);
  });
  const error = (message: string) => JSON.stringify({ error: { code: 'X', message } });
  it.each<[string, CallerRole, number, string, string]>([
    ['server-error', 'ADMIN', 500, 'application/json', error('boom')],
    ['undeclared-status', 'ADMIN', 418, 'application/json', error('teapot')],
    ['error-shape', 'ADMIN', 404, 'text/plain', 'Not found'],
    ['response-schema', 'ADMIN', 200, 'application/json', '{"items":"none"}'],
    ['authorization', 'ANONYMOUS', 200, 'application/json', '{"items":[],"nextCursor":null}'],
    ['leak', 'CLIENT', 200, 'application/json', '{"items":[],"nextCursor":null,"x":"Pulse Health"}'],
  ])('%s', (check, role, status, contentType, body) => {
    const operation = operationsOf(document).find((op) => op.method === 'GET' && op.path === '/api/projects')!;
    const request = {
      method: 'GET',
      url: '/api/projects',
      origin: 'same' as const,
      headers: {},
      mutation: 'valid' as const,
    };
    const answer = { status, contentType, body };
    const findings = checkAnswer(operation, role, request, answer, validators, ['Pulse Health']);
    expect(findings.map((finding) => finding.check)).toContain(check);
  });
});
