import { randomUUID } from 'node:crypto';
import type { InvoiceStatus, ProposalStatus } from '@agency/shared/enums';
import { dollarsToCents, type LineItemInput, priceLineItems, sumCents } from '@agency/shared/money';
import { contentHash, type SealedDecision, sealKey, signDecision } from '../../lib/proposal-content-hash.ts';
import {
  auditLogs,
  documentSequences,
  invoiceItems,
  invoices,
  payments,
  proposalDecisions,
  proposalItems,
  proposals,
} from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { ClientKey, DemoPeople, PersonKey } from './demo-people.ts';
import type { DemoProjects, ProjectKey } from './demo-projects.ts';

export type ProposalKey =
  | 'replatform'
  | 'patientPortal'
  | 'vitalisSite'
  | 'fleet'
  | 'loyalty'
  | 'routing'
  | 'telehealth'
  | 'driverApp'
  | 'holiday';
export type InvoiceKey =
  | 'replatformDeposit'
  | 'portalDeposit'
  | 'siteDeposit'
  | 'siteFinal'
  | 'replatformM2'
  | 'fleetDeposit'
  | 'portalM3'
  | 'driverContent';

export interface DemoDocument {
  id: string;
  number: string;
  title: string;
  totalCents: number;
  clientKey: ClientKey;
}

export interface DemoBilling {
  proposals: Record<ProposalKey, DemoDocument>;
  invoices: Record<InvoiceKey, DemoDocument & { dueDate: string; paidAt: Date | null }>;
}

/** [description, quantity, unit price in dollars] */
type ItemSeed = [string, number, number];

const TERMS =
  '50% deposit on approval, the balance on launch. Invoices are due within 30 days; late payments accrue 1.5% per month. Includes 30 days of post-launch support.';

interface ProposalSeed {
  client: ClientKey;
  project: ProjectKey | null;
  title: string;
  description: string;
  scope: string;
  timeline: string;
  status: ProposalStatus;
  author: PersonKey;
  /** Days from today; created the day before it was sent. */
  sent: number;
  viewed?: number;
  decided?: [days: number, by: PersonKey];
  items: ItemSeed[];
}

/** Every proposal status appears (D10); approved ones match their project's budget. */
const PROPOSALS: Record<ProposalKey, ProposalSeed> = {
  vitalisSite: {
    client: 'vitalis',
    project: 'vitalisSite',
    title: 'Marketing Site Refresh',
    description: 'A new marketing site that matches the Vitalis brand and that the team can update without developers.',
    scope: 'Visual design for 8 templates, headless CMS build, content migration and redirects, on-page SEO.',
    timeline: '12 weeks',
    status: 'approved',
    author: 'elena',
    sent: -165,
    viewed: -164,
    decided: [-160, 'nina'],
    items: [
      ['Visual design (8 page templates)', 1, 5_500],
      ['CMS build and content migration', 1, 7_000],
      ['SEO migration and redirects', 1, 1_500],
    ],
  },
  patientPortal: {
    client: 'vitalis',
    project: 'patientPortal',
    title: 'Patient Portal MVP',
    description: 'A secure portal for appointment booking, care-team messaging and lab results.',
    scope: 'Discovery, UX and UI design, web application, security review, launch support.',
    timeline: '18 weeks',
    status: 'approved',
    author: 'elena',
    sent: -130,
    viewed: -129,
    decided: [-124, 'nina'],
    items: [
      ['Product discovery', 1, 6_000],
      ['UX and UI design (hours)', 120, 125],
      ['Web application development (hours)', 260, 150],
      ['Security review', 1, 2_000],
    ],
  },
  replatform: {
    client: 'harbor',
    project: 'replatform',
    title: 'E-commerce Replatform: Phase 1',
    description: 'Move the online store to a headless storefront before the holiday season.',
    scope: 'Technical audit, storefront design, development, catalogue migration of 3,200 products.',
    timeline: '16 weeks',
    status: 'approved',
    author: 'elena',
    sent: -80,
    viewed: -79,
    decided: [-76, 'sam'],
    items: [
      ['Discovery and technical audit', 1, 4_800],
      ['UX and visual design (hours)', 80, 125],
      ['Storefront development (hours)', 200, 140],
      ['Catalogue migration', 1, 5_200],
    ],
  },
  fleet: {
    client: 'meridian',
    project: 'fleet',
    title: 'Fleet Tracking Dashboard',
    description: 'A live operations dashboard for the dispatch team.',
    scope: 'Dispatcher research, UX design, dashboard development, telematics integration.',
    timeline: '16 weeks',
    status: 'approved',
    author: 'elena',
    sent: -46,
    viewed: -45,
    decided: [-42, 'tom'],
    items: [
      ['Discovery and dispatcher research', 1, 4_000],
      ['UX design (hours)', 100, 125],
      ['Dashboard development (hours)', 250, 150],
    ],
  },
  driverApp: {
    client: 'meridian',
    project: null,
    title: 'Driver Mobile App',
    description: 'A companion app for drivers: route sheets, proof of delivery and hours of service.',
    scope: 'App design, iOS and Android development, store submission.',
    timeline: '14 weeks',
    status: 'rejected',
    author: 'elena',
    sent: -45,
    viewed: -44,
    decided: [-38, 'tom'],
    items: [
      ['App design (hours)', 60, 125],
      ['iOS and Android development (hours)', 220, 140],
    ],
  },
  holiday: {
    client: 'harbor',
    project: null,
    title: 'Holiday Campaign Landing Pages',
    description: 'Three campaign landing pages for the holiday gift guide.',
    scope: 'Design and build of three landing pages with A/B testing.',
    timeline: '3 weeks',
    status: 'expired',
    author: 'admin',
    sent: -50,
    items: [
      ['Landing page design', 3, 1_200],
      ['Landing page development', 3, 1_500],
      ['A/B testing setup', 1, 900],
    ],
  },
  loyalty: {
    client: 'harbor',
    project: 'loyalty',
    title: 'Loyalty Mobile App: Design & Build',
    description: 'The Trail Rewards app for iOS and Android.',
    scope: 'Discovery workshop, app design, iOS and Android development, POS integration.',
    timeline: '16 weeks',
    status: 'viewed',
    author: 'elena',
    sent: -5,
    viewed: -3,
    items: [
      ['Discovery workshop', 1, 2_400],
      ['App design (hours)', 90, 125],
      ['iOS and Android development (hours)', 160, 140],
    ],
  },
  routing: {
    client: 'meridian',
    project: 'fleet',
    title: 'Route Optimisation Add-on',
    description: 'Suggested routes and re-routing for late trucks, inside the fleet dashboard.',
    scope: 'Routing engine integration, dispatcher UI, maps API setup.',
    timeline: '6 weeks',
    status: 'sent',
    author: 'elena',
    sent: -2,
    items: [
      ['Routing engine integration (hours)', 60, 150],
      ['Dispatcher UI (hours)', 40, 130],
      ['Maps API account setup', 1, 800],
    ],
  },
  telehealth: {
    client: 'vitalis',
    project: null,
    title: 'Telehealth Video Consultations',
    description: 'Video consultations inside the patient portal.',
    scope: 'Video provider evaluation, consultation flow design, integration and testing.',
    timeline: '8 weeks',
    status: 'draft',
    author: 'admin',
    sent: -1,
    items: [
      ['Video provider evaluation', 1, 1_800],
      ['Consultation flow design (hours)', 40, 125],
      ['Integration and testing (hours)', 120, 150],
    ],
  },
};

interface InvoiceSeed {
  client: ClientKey;
  project: ProjectKey | null;
  proposal?: ProposalKey;
  description: string;
  status: InvoiceStatus;
  /** Days from today; due 30 days later (net 30) unless `due` is given. */
  issued: number;
  due?: number;
  /** Days from today, or a calendar month back (0 = this month): the overview's revenue this and last month. */
  paid?: number | { monthsAgo: number };
  cancelled?: number;
  notes?: string;
  tags: string[];
  items: ItemSeed[];
}

/** Every invoice status appears (D10), including one ten days overdue. */
const INVOICES: Record<InvoiceKey, InvoiceSeed> = {
  siteDeposit: {
    client: 'vitalis',
    project: 'vitalisSite',
    proposal: 'vitalisSite',
    description: 'Marketing Site Refresh: 50% deposit',
    status: 'paid',
    issued: -158,
    paid: -150,
    tags: ['deposit'],
    items: [['50% deposit: Marketing Site Refresh', 1, 7_000]],
  },
  portalDeposit: {
    client: 'vitalis',
    project: 'patientPortal',
    proposal: 'patientPortal',
    description: 'Patient Portal MVP: 50% deposit',
    status: 'paid',
    issued: -123,
    paid: { monthsAgo: 0 },
    tags: ['deposit'],
    items: [['50% deposit: Patient Portal MVP', 1, 31_000]],
  },
  replatformDeposit: {
    client: 'harbor',
    project: 'replatform',
    proposal: 'replatform',
    description: 'E-commerce Replatform: 50% deposit',
    status: 'paid',
    issued: -75,
    paid: { monthsAgo: 1 },
    tags: ['deposit'],
    items: [['50% deposit: E-commerce Replatform Phase 1', 1, 24_000]],
  },
  siteFinal: {
    client: 'vitalis',
    project: 'vitalisSite',
    proposal: 'vitalisSite',
    description: 'Marketing Site Refresh: final balance',
    status: 'paid',
    issued: -60,
    paid: { monthsAgo: 0 },
    tags: ['final'],
    items: [['Balance: design, CMS build and migration', 1, 7_000]],
  },
  fleetDeposit: {
    client: 'meridian',
    project: 'fleet',
    proposal: 'fleet',
    description: 'Fleet Tracking Dashboard: 50% deposit',
    status: 'overdue',
    issued: -40,
    tags: ['deposit'],
    items: [['50% deposit: Fleet Tracking Dashboard', 1, 27_000]],
  },
  driverContent: {
    client: 'meridian',
    project: 'driverPortal',
    description: 'Driver Onboarding Portal: content sprint',
    status: 'cancelled',
    issued: -30,
    cancelled: -20,
    notes: 'Cancelled: the project is paused pending Meridian’s compliance review.',
    tags: ['content'],
    items: [
      ['Content workshop', 1, 1_800],
      ['Copywriting (hours)', 24, 95],
    ],
  },
  replatformM2: {
    client: 'harbor',
    project: 'replatform',
    description: 'E-commerce Replatform: milestone 2 (storefront sprints 1–3)',
    status: 'sent',
    issued: -5,
    tags: ['milestone'],
    items: [
      ['Storefront development (hours)', 96, 140],
      ['Catalogue migration: variants and sizes', 1, 2_600],
    ],
  },
  portalM3: {
    client: 'vitalis',
    project: 'patientPortal',
    description: 'Patient Portal MVP: milestone 3 (QA and launch)',
    status: 'draft',
    issued: 0,
    tags: ['milestone'],
    items: [
      ['QA and accessibility remediation (hours)', 60, 150],
      ['Launch support', 1, 3_000],
    ],
  },
};

export async function seedBilling(
  tx: Tx,
  clock: DemoClock,
  { people, clients }: DemoPeople,
  demoProjects: DemoProjects,
  /** AUTH_SECRET: the decided proposals' records are signed with the seal key derived from it (issue #18). */
  sealSecret?: string,
): Promise<DemoBilling> {
  const numbers = new DocumentNumbers();
  const demoProposals = await insertProposals(tx, clock, people, clients, demoProjects, numbers, sealSecret);
  const demoInvoices = await insertInvoices(tx, clock, people, clients, demoProjects, demoProposals, numbers);
  await tx.insert(documentSequences).values(numbers.sequences());
  return { proposals: demoProposals, invoices: demoInvoices };
}

/**
 * Hands out PRP-YYYY-NNNN / INV-YYYY-NNNN in date order, one counter per prefix and year, and
 * reports the counters so document_sequences continues where the demo stops.
 */
class DocumentNumbers {
  private readonly last = new Map<string, number>();

  next(prefix: 'PRP' | 'INV', date: string): string {
    const key = `${prefix}-${date.slice(0, 4)}`;
    const value = (this.last.get(key) ?? 0) + 1;
    this.last.set(key, value);
    return `${key}-${String(value).padStart(4, '0')}`;
  }

  sequences() {
    return [...this.last].map(([key, lastValue]) => ({ key, lastValue }));
  }
}

function byDate<K extends string>(seeds: Record<K, { sent?: number; issued?: number }>): K[] {
  const day = (key: K) => seeds[key].sent ?? seeds[key].issued ?? 0;
  return (Object.keys(seeds) as K[]).sort((a, b) => day(a) - day(b));
}

function priceItems(items: ItemSeed[]) {
  const inputs = items.map(([description, quantity, dollars]) => ({
    description,
    quantity,
    unitPriceCents: dollarsToCents(dollars),
  }));
  return priceLineItems<LineItemInput & { description: string }>(inputs).map((item, position) => ({
    ...item,
    position,
  }));
}

async function insertProposals(
  tx: Tx,
  clock: DemoClock,
  people: DemoPeople['people'],
  clients: DemoPeople['clients'],
  demoProjects: DemoProjects,
  numbers: DocumentNumbers,
  sealSecret: string | undefined,
): Promise<Record<ProposalKey, DemoDocument>> {
  const result = {} as Record<ProposalKey, DemoDocument>;
  for (const key of byDate(PROPOSALS)) {
    const seed = PROPOSALS[key];
    const items = priceItems(seed.items);
    const createdAt = clock.daysFromNow(seed.sent - 1);
    const isDraft = seed.status === 'draft';
    const row = {
      id: randomUUID(),
      number: numbers.next('PRP', clock.date(seed.sent - 1)),
      clientId: clients[seed.client].id,
      projectId: seed.project ? demoProjects[seed.project].id : null,
      title: seed.title,
      description: seed.description,
      scope: seed.scope,
      timeline: seed.timeline,
      terms: TERMS,
      status: seed.status,
      validUntil: clock.date(seed.sent + 30),
      totalCents: sumCents(items.map((item) => item.amountCents)),
      sentAt: isDraft ? null : clock.daysFromNow(seed.sent),
      viewedAt: seed.viewed === undefined ? null : clock.daysFromNow(seed.viewed),
      decidedAt: seed.decided ? clock.daysFromNow(seed.decided[0]) : null,
      decidedById: seed.decided ? people[seed.decided[1]].id : null,
      createdById: people[seed.author].id,
      createdAt,
      updatedAt: clock.daysFromNow(seed.decided?.[0] ?? seed.viewed ?? (isDraft ? seed.sent - 1 : seed.sent)),
    };
    await tx.insert(proposals).values(row);
    await tx.insert(proposalItems).values(items.map((item) => ({ ...item, proposalId: row.id })));
    if (seed.decided) {
      // The signed record of the decision, as the portal would have written it (issue #10).
      const signer = people[seed.decided[1]];
      const decision = seed.status === 'approved' ? 'approved' : 'rejected';
      const record: SealedDecision = {
        proposalId: row.id,
        decision,
        userId: signer.id,
        email: signer.email,
        typedName: decision === 'approved' ? signer.name : null,
        agreed: decision === 'approved',
        reason: decision === 'rejected' ? 'We are putting the driver app on hold until next year.' : null,
        clientName: clients[seed.client].name,
        contentHash: contentHash({
          number: row.number,
          title: row.title,
          client: { id: row.clientId, name: clients[seed.client].name },
          items: items.map(({ description, quantity, unitPriceCents, amountCents }) => ({
            description,
            quantity,
            unitPriceCents,
            amountCents,
          })),
          totalCents: row.totalCents,
          currency: 'USD',
          description: row.description,
          scope: row.scope,
          timeline: row.timeline,
          terms: row.terms,
          validUntil: row.validUntil,
          depositPercent: 50,
        }),
        decidedAt: row.decidedAt!,
      };
      await tx.insert(proposalDecisions).values({
        ...record,
        ip: '203.0.113.24',
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15',
        signature: sealSecret ? signDecision(sealKey(sealSecret), record) : null,
      });
      // The decision's audit row, as the portal writes it: verify checks that it names the same content hash.
      await tx.insert(auditLogs).values({
        action: `proposal.${decision}`,
        category: 'billing',
        level: decision === 'approved' ? 'success' : 'warning',
        actorId: signer.id,
        actorEmail: signer.email,
        actorName: signer.name,
        targetType: 'proposal',
        targetId: row.id,
        targetLabel: row.number,
        details: { contentHash: record.contentHash, ...(record.reason && { reason: record.reason }) },
        clientId: row.clientId,
        projectId: row.projectId,
        clientVisible: true,
        createdAt: row.decidedAt!,
      });
    }
    result[key] = {
      id: row.id,
      number: row.number,
      title: row.title,
      totalCents: row.totalCents,
      clientKey: seed.client,
    };
  }
  return result;
}

async function insertInvoices(
  tx: Tx,
  clock: DemoClock,
  people: DemoPeople['people'],
  clients: DemoPeople['clients'],
  demoProjects: DemoProjects,
  demoProposals: Record<ProposalKey, DemoDocument>,
  numbers: DocumentNumbers,
): Promise<DemoBilling['invoices']> {
  const result = {} as DemoBilling['invoices'];
  for (const key of byDate(INVOICES)) {
    const seed = INVOICES[key];
    const items = priceItems(seed.items);
    const subtotalCents = sumCents(items.map((item) => item.amountCents));
    const paid = typeof seed.paid === 'object' ? clock.daysIntoMonth(seed.paid.monthsAgo) : seed.paid;
    const paidAt = paid === undefined ? null : clock.daysFromNow(paid);
    const row = {
      id: randomUUID(),
      number: numbers.next('INV', clock.date(seed.issued)),
      clientId: clients[seed.client].id,
      projectId: seed.project ? demoProjects[seed.project].id : null,
      proposalId: seed.proposal ? demoProposals[seed.proposal].id : null,
      status: seed.status,
      issueDate: clock.date(seed.issued),
      dueDate: clock.date(seed.due ?? seed.issued + 30),
      description: seed.description,
      notes: seed.notes ?? null,
      subtotalCents,
      taxCents: 0, // professional services: no sales tax in the demo
      totalCents: subtotalCents,
      tags: seed.tags,
      sentAt: seed.status === 'draft' ? null : clock.daysFromNow(seed.issued),
      paidAt,
      cancelledAt: seed.cancelled === undefined ? null : clock.daysFromNow(seed.cancelled),
      paymentMethodLabel: paidAt ? 'Bank transfer (ACH)' : null,
      createdById: people.admin.id,
      createdAt: clock.daysFromNow(seed.issued),
      updatedAt: clock.daysFromNow(paid ?? seed.cancelled ?? seed.issued),
    };
    await tx.insert(invoices).values(row);
    await tx.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId: row.id })));
    if (paidAt) await insertManualPayment(tx, row, paidAt, people.admin.id);
    result[key] = {
      id: row.id,
      number: row.number,
      title: row.description,
      totalCents: row.totalCents,
      clientKey: seed.client,
      dueDate: row.dueDate,
      paidAt,
    };
  }
  return result;
}

/**
 * Demo payments are bank transfers recorded by the admin (the manual provider, D16): fake Stripe
 * ids would break refunds and look-ups once real Stripe keys are configured.
 */
async function insertManualPayment(
  tx: Tx,
  invoice: { id: string; number: string; totalCents: number },
  paidAt: Date,
  adminId: string,
) {
  await tx.insert(payments).values({
    invoiceId: invoice.id,
    amountCents: invoice.totalCents,
    provider: 'manual',
    providerRef: `ACH-${invoice.number}`,
    status: 'succeeded',
    method: 'bank_transfer',
    note: 'Bank transfer received',
    paidAt,
    recordedById: adminId,
    createdAt: paidAt,
  });
}
