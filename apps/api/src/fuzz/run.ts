// The fuzzer's loop (issue #22 point 3): every operation of the published document, as ADMIN, AGENT, CLIENT and
// anonymous, round after round until the request budget is spent, each request checked as it comes back
// (checks.ts). Deterministic for a seed, apart from the uuids the database draws.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type Answer, type CallerRole, checkAnswer, createValidators, type Finding } from './checks.ts';
import { type DocumentedOperation, type OpenApiDocument, operationsOf } from './document.ts';
import { type FuzzRequest, requestArbitrary } from './requests.ts';
import { foreignMarkers, type SignedInRole, type World } from './world.ts';

export const ROLES: CallerRole[] = ['ADMIN', 'AGENT', 'CLIENT', 'ANONYMOUS'];
const CROSS_SITE_ORIGIN = 'https://elsewhere.test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Operations the fuzzer leaves out, and why. None today: the one that ends a session on purpose (POST
 * /api/me/delete-account) needs the account's password, which no generated request carries, and sign-out lives
 * under /api/auth, outside the document. A session that a request ends anyway is signed in again (see
 * `keepSignedIn`) and counted in the report.
 */
export const SKIPPED: ReadonlyMap<string, string> = new Map();

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Only operations whose `METHOD /path` matches. */
  only?: RegExp;
}

export interface Problem extends Finding {
  role: CallerRole;
  operation: string;
  request: FuzzRequest;
  count: number;
}

export interface FuzzReport {
  sent: number;
  byClass: Record<string, number>;
  byOperation: Map<string, Record<string, number>>;
  problems: Problem[];
  signedInAgain: number;
}

const label = (operation: DocumentedOperation) => `${operation.method} ${operation.path}`;

export async function fuzz(
  app: FastifyInstance,
  world: World,
  document: OpenApiDocument,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const operations = operationsOf(document).filter(
    (operation) => !SKIPPED.has(label(operation)) && (!options.only || options.only.test(label(operation))),
  );
  const validators = createValidators(document);
  const resolve = (ref: string) => document.components.schemas[ref.replace('#/components/schemas/', '')];
  let markers = await foreignMarkers(app.db, world.userIds.CLIENT);
  const context = { ids: world.ids, resolve, foreignIds: markers.filter((marker) => UUID.test(marker)) };
  const rounds = Math.max(1, Math.ceil(options.requests / (operations.length * ROLES.length)));
  const samples = new Map<string, FuzzRequest[]>();
  operations.forEach((operation, index) => {
    ROLES.forEach((role, roleIndex) => {
      const seed = options.seed + index * 7919 + roleIndex * 104_729;
      samples.set(
        `${role} ${label(operation)}`,
        fc.sample(requestArbitrary(operation, context), { seed, numRuns: rounds }),
      );
    });
  });

  const report: FuzzReport = { sent: 0, byClass: {}, byOperation: new Map(), problems: [], signedInAgain: 0 };
  const problems = new Map<string, Problem>();
  for (let round = 0; round < rounds; round++) {
    const order = fc.sample(fc.shuffledSubarray(operations, { minLength: operations.length }), {
      seed: options.seed + round,
      numRuns: 1,
    })[0]!;
    for (const [roleIndex, role] of ROLES.entries()) {
      // What is left of the budget in the last round is shared between the roles (a share of the shuffled operations).
      const share = Math.min(order.length, Math.ceil((options.requests - report.sent) / (ROLES.length - roleIndex)));
      if (role === 'CLIENT') markers = await foreignMarkers(app.db, world.userIds.CLIENT);
      if (role !== 'ANONYMOUS') report.signedInAgain += await keepSignedIn(app, world, role);
      for (const operation of order.slice(0, share)) {
        const request = samples.get(`${role} ${label(operation)}`)![round]!;
        const answer = await send(app, world, role, request);
        count(report, operation, answer.status);
        for (const finding of checkAnswer(operation, role, request, answer, validators, markers)) {
          const key = `${finding.check} ${role} ${label(operation)} ${answer.status}`;
          const known = problems.get(key);
          if (known) known.count += 1;
          else problems.set(key, { ...finding, role, operation: label(operation), request, count: 1 });
        }
      }
    }
  }
  report.problems = [...problems.values()];
  return report;
}

async function send(app: FastifyInstance, world: World, role: CallerRole, request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (role !== 'ANONYMOUS') headers.cookie = world.cookies[role];
  if (request.origin !== 'none') headers.origin = request.origin === 'same' ? app.config.publicUrl : CROSS_SITE_ORIGIN;
  if (request.contentType) headers['content-type'] = request.contentType;
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
}

/** Signs the role in again when a request ended its session or changed its role; 1 when it had to. */
async function keepSignedIn(app: FastifyInstance, world: World, role: SignedInRole): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: world.cookies[role] } });
  if (res.statusCode === 200 && res.json<{ role: string }>().role === role) return 0;
  await world.signInAgain(role);
  return 1;
}

function count(report: FuzzReport, operation: DocumentedOperation, status: number) {
  const statusClass = `${Math.floor(status / 100)}xx`;
  report.sent += 1;
  report.byClass[statusClass] = (report.byClass[statusClass] ?? 0) + 1;
  const row = report.byOperation.get(label(operation)) ?? {};
  row[statusClass] = (row[statusClass] ?? 0) + 1;
  report.byOperation.set(label(operation), row);
}

/** The report as text: counts per status class, per operation, then every problem with one request that shows it. */
export function formatReport(report: FuzzReport, perOperation = true): string {
  const lines = [
    `${report.sent} requests: ${Object.entries(report.byClass)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  ];
  lines.push(`sessions signed in again: ${report.signedInAgain}`);
  if (perOperation) {
    for (const [operation, row] of [...report.byOperation].sort(([a], [b]) => a.localeCompare(b))) {
      const classes = ['2xx', '3xx', '4xx', '5xx'].map((k) => `${k} ${String(row[k] ?? 0).padStart(4)}`).join('  ');
      lines.push(`  ${operation.padEnd(58)} ${classes}`);
    }
  }
  lines.push(`${report.problems.length} problems`);
  for (const problem of report.problems) lines.push(describeProblem(problem));
  return lines.join('\n');
}

export function describeProblem(problem: Problem): string {
  const { request } = problem;
  const sent = [request.mutation, `origin ${request.origin}`];
  if (request.contentType) sent.push(request.contentType);
  for (const [name, value] of Object.entries(request.headers)) sent.push(`${name}: ${value}`);
  const body = request.payload === undefined ? '' : ` body ${request.payload.slice(0, 600)}`;
  const head = `- [${problem.check}] ${problem.role} ${problem.operation} ×${problem.count}: ${problem.detail}`;
  return `${head}\n    ${request.method} ${request.url.slice(0, 160)} (${sent.join(', ')})${body}`;
}
