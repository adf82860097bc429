import {
  INVOICE_STATUSES,
  PROJECT_STATUSES,
  PROPOSAL_STATUSES,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from '@agency/shared/enums';
import { sumCents } from '@agency/shared/money';
import { netPay } from '@agency/shared/payroll';
import { verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionSignatureValid, sealKey } from '../../lib/proposal-content-hash.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.ts';

// A fixed "now" early in January: documents from the autumn must be numbered in the previous year.
const NOW = new Date('2026-01-20T15:00:00Z');
const TODAY = '2026-01-20';
const SEAL_SECRET = 'demo-test-secret-of-at-least-32-characters';

let database: Database;
let firstRun: { seeded: boolean };
let secondRun: { seeded: boolean };

beforeAll(async () => {
  database = await createTestDatabase();
  firstRun = await seedDemo(database.db, { now: NOW, sealSecret: SEAL_SECRET });
  secondRun = await seedDemo(database.db, { now: NOW });
});

afterAll(async () => {
  await database?.close();
});

describe('seedDemo', () => {
  it('signs the decided proposals like the portal does, each with its audit row (issue #18 point 7)', async () => {
    const decided = await database.db.query.proposalDecisions.findMany();
    expect(decided.length).toBeGreaterThan(0);
    const key = sealKey(SEAL_SECRET);
    for (const row of decided) {
      const record = { ...row, decision: row.decision as 'approved' | 'rejected', clientName: row.clientName! };
      expect(decisionSignatureValid(key, record, row.signature!)).toBe(true);
      const audit = await database.db.query.auditLogs.findFirst({
        where: (a, { and, eq }) => and(eq(a.targetId, row.proposalId), eq(a.action, `proposal.${row.decision}`)),
      });
      expect(audit?.details.contentHash).toBe(row.contentHash);
    }
  });

  it('seeds once, then does nothing', async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(secondRun).toEqual({ seeded: false });
    const admins = await database.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, DEMO_ACCOUNTS.admin) });
    expect(admins).toHaveLength(1);
  });

  it('creates the three demo accounts with working credential passwords', async () => {
    const expected = {
      [DEMO_ACCOUNTS.admin]: 'ADMIN',
      [DEMO_ACCOUNTS.agent]: 'AGENT',
      [DEMO_ACCOUNTS.client]: 'CLIENT',
    };
    for (const [email, role] of Object.entries(expected)) {
      const user = await database.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.email, email),
        with: { accounts: true, settings: true },
      });
      expect(user?.role).toBe(role);
      expect(user?.emailVerified).toBe(true);
      expect(user?.settings).toBeTruthy();
      const credential = user?.accounts.find((account) => account.providerId === 'credential');
      expect(credential?.accountId).toBe(user?.id);
      expect(credential?.password).toBeTruthy();
    }
    const agent = await database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, DEMO_ACCOUNTS.agent),
      with: { accounts: true },
    });
    expect(await verifyPassword({ hash: agent!.accounts[0]!.password!, password: DEMO_PASSWORD })).toBe(true);
  });

  it('has at least two client organisations, each with a CLIENT member', async () => {
    const clients = await database.db.query.clients.findMany({ with: { members: { with: { user: true } } } });
    expect(clients.length).toBeGreaterThanOrEqual(2);
    for (const client of clients) {
      expect(client.members.some((member) => member.user.role === 'CLIENT')).toBe(true);
    }
    const demoClient = clients.find((client) => client.members.some((m) => m.user.email === DEMO_ACCOUNTS.client));
    expect(demoClient?.name).toBe('Harbor & Pine Outfitters');
  });

  it('has at least three agents with departments and job titles', async () => {
    const agents = await database.db.query.users.findMany({ where: (u, { eq }) => eq(u.role, 'AGENT') });
    expect(agents.length).toBeGreaterThanOrEqual(3);
    for (const agent of agents) {
      expect(agent.department).toBeTruthy();
      expect(agent.jobTitle).toBeTruthy();
    }
  });

  it('covers every project status, each project staffed', async () => {
    const projects = await database.db.query.projects.findMany({ with: { agents: { with: { agent: true } } } });
    expect(projects.length).toBeGreaterThanOrEqual(6);
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(PROJECT_STATUSES));
    for (const project of projects) {
      expect(project.agents.length).toBeGreaterThan(0);
      expect(project.agents.every((a) => a.agent.role === 'AGENT')).toBe(true);
    }
  });

  it('covers every task status and priority, with overdue tasks, subtasks and comments', async () => {
    const tasks = await database.db.query.tasks.findMany({ with: { subtasks: true, comments: true } });
    expect(new Set(tasks.map((t) => t.status))).toEqual(new Set(TASK_STATUSES));
    expect(new Set(tasks.map((t) => t.priority))).toEqual(new Set(TASK_PRIORITIES));
    expect(tasks.some((t) => t.status !== 'done' && t.dueDate !== null && t.dueDate < TODAY)).toBe(true);
    expect(tasks.some((t) => t.subtasks.length > 0)).toBe(true);
    expect(tasks.some((t) => t.comments.length > 0)).toBe(true);
  });

  it('covers every proposal status, totals equal to the sum of items', async () => {
    const proposals = await database.db.query.proposals.findMany({ with: { items: true } });
    expect(new Set(proposals.map((p) => p.status))).toEqual(new Set(PROPOSAL_STATUSES));
    for (const proposal of proposals) {
      for (const item of proposal.items) expect(item.amountCents).toBe(item.quantity * item.unitPriceCents);
      expect(proposal.totalCents).toBe(sumCents(proposal.items.map((item) => item.amountCents)));
    }
  });

  it('covers every invoice status, totals equal to the sum of items, paid ones paid in full', async () => {
    const invoices = await database.db.query.invoices.findMany({ with: { items: true, payments: true } });
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(INVOICE_STATUSES));
    for (const invoice of invoices) {
      expect(invoice.items.length).toBeGreaterThan(0);
      for (const item of invoice.items) expect(item.amountCents).toBe(item.quantity * item.unitPriceCents);
      expect(invoice.subtotalCents).toBe(sumCents(invoice.items.map((item) => item.amountCents)));
      expect(invoice.totalCents).toBe(invoice.subtotalCents + invoice.taxCents);
      const paid = sumCents(invoice.payments.filter((p) => p.status === 'succeeded').map((p) => p.amountCents));
      expect(paid).toBe(invoice.status === 'paid' ? invoice.totalCents : 0);
    }
    const overdue = invoices.filter((i) => i.status === 'overdue');
    expect(overdue.every((i) => i.dueDate < TODAY)).toBe(true);
  });

  it('records how each demo payment arrived, so Financials shows its method and not "—" (#18)', async () => {
    const payments = await database.db.query.payments.findMany();
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) expect(payment.method).toBe('bank_transfer');
  });

  it('numbers documents per year in date order and leaves the sequences where the demo stops', async () => {
    const [proposals, invoices, sequences] = await Promise.all([
      database.db.query.proposals.findMany({ orderBy: (p, { asc }) => asc(p.createdAt) }),
      database.db.query.invoices.findMany({ orderBy: (i, { asc }) => asc(i.issueDate) }),
      database.db.query.documentSequences.findMany(),
    ]);
    expect(invoices[0]?.number).toBe('INV-2025-0001');
    expect(invoices.at(-1)?.number).toMatch(/^INV-2026-\d{4}$/);
    expect(proposals[0]?.number).toBe('PRP-2025-0001');
    for (const { number, year } of [
      ...proposals.map((p) => ({ number: p.number, year: p.createdAt.toISOString().slice(0, 4) })),
      ...invoices.map((i) => ({ number: i.number, year: i.issueDate.slice(0, 4) })),
    ]) {
      expect(number.slice(4, 8)).toBe(year);
    }
    const highest = new Map<string, number>();
    for (const { number } of [...proposals, ...invoices]) {
      const key = number.slice(0, 8);
      highest.set(key, Math.max(highest.get(key) ?? 0, Number(number.slice(9))));
    }
    expect(Object.fromEntries(sequences.map((s) => [s.key, s.lastValue]))).toEqual(Object.fromEntries(highest));
  });

  it('pays payroll by the spec rule, with run totals matching their records', async () => {
    const runs = await database.db.query.payrollRuns.findMany({ with: { records: true } });
    expect(runs.length).toBeGreaterThanOrEqual(1);
    for (const run of runs) {
      expect(run.periodEnd < TODAY).toBe(true);
      expect(run.records.length).toBe(run.employeeCount);
      expect(run.grossCents).toBe(sumCents(run.records.map((r) => r.grossCents)));
      expect(run.netCents).toBe(sumCents(run.records.map((r) => r.netCents)));
      for (const record of run.records) {
        const expectedGross =
          record.payType === 'salary'
            ? Math.round(record.annualSalaryCents / 12)
            : Math.round(((record.minutesWorked + record.overtimeMinutes * 1.5) * record.hourlyRateCents) / 60);
        expect(record.grossCents).toBe(expectedGross);
        expect(record).toMatchObject(netPay(record.grossCents));
      }
    }
    const profiles = await database.db.query.payrollProfiles.findMany({ with: { user: true } });
    expect(profiles.every((p) => p.user.role !== 'CLIENT')).toBe(true);
    expect(new Set(profiles.map((p) => p.payType))).toEqual(new Set(['salary', 'hourly']));
  });

  it('gives each demo account read and unread notifications', async () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const user = await database.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.email, email),
        with: { notifications: true },
      });
      expect(user?.notifications.some((n) => n.readAt === null)).toBe(true);
      expect(user?.notifications.some((n) => n.readAt !== null)).toBe(true);
    }
  });

  it('dates activity relative to now: events today, messages, leads and audit rows', async () => {
    const events = await database.db.query.calendarEvents.findMany({ with: { attendees: true } });
    expect(events.some((e) => e.startsAt.toISOString().startsWith(TODAY))).toBe(true);
    expect(events.every((e) => e.attendees.length > 0)).toBe(true);
    const messages = await database.db.query.messages.findMany();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.createdAt <= NOW)).toBe(true);
    const leads = await database.db.query.leads.findMany();
    expect(new Set(leads.map((l) => l.status))).toEqual(new Set(['new', 'handled']));
    expect((await database.db.query.auditLogs.findMany()).length).toBeGreaterThan(0);
  });
});
