import type { AuditCategory, AuditLevel } from '@agency/shared/enums';
import { formatCents } from '@agency/shared/money';
import type { ContactBudget, ContactService, ContactTimeline } from '@agency/shared/site';
import { auditLogs, leads, notifications } from '../schema/index.ts';
import type { DemoBilling } from './demo-billing.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { ClientKey, DemoPeople, PersonKey } from './demo-people.ts';
import type { DemoProjects, ProjectKey } from './demo-projects.ts';

export interface DemoRefs {
  people: DemoPeople['people'];
  clients: DemoPeople['clients'];
  projects: DemoProjects;
  billing: DemoBilling;
}

export async function seedActivity(tx: Tx, clock: DemoClock, refs: DemoRefs) {
  const notificationRows = notificationsFor(clock, refs);
  const leadRows = leadsFor(clock, refs);
  const auditRows = auditFor(clock, refs);
  await tx.insert(notifications).values(notificationRows);
  await tx.insert(leads).values(leadRows);
  await tx.insert(auditLogs).values(auditRows);
  return { notifications: notificationRows.length, leads: leadRows.length, auditLogs: auditRows.length };
}

type NotificationRow = typeof notifications.$inferInsert;

/** Notifications for the three demo accounts, as the events of D19 would have created them. */
function notificationsFor(clock: DemoClock, { people, clients, projects, billing }: DemoRefs): NotificationRow[] {
  const { fleetDeposit, replatformM2, siteFinal, replatformDeposit, portalDeposit } = billing.invoices;
  const invoiceUrl = (id: string) => `/dashboard?section=invoicing&invoice=${id}`;
  const unread = null;
  const read = (hoursAgo: number) => clock.hoursAgo(hoursAgo);
  const rows: (Omit<NotificationRow, 'userId' | 'createdAt'> & { to: PersonKey; hoursAgo: number })[] = [
    {
      to: 'admin',
      type: 'payment',
      level: 'warning',
      title: 'Invoice overdue',
      message: `${fleetDeposit.number} for ${clients.meridian.name} (${formatCents(fleetDeposit.totalCents)}) is past its due date.`,
      actionUrl: invoiceUrl(fleetDeposit.id),
      relatedEntityType: 'invoice',
      relatedEntityId: fleetDeposit.id,
      relatedEntityName: fleetDeposit.number,
      metadata: {
        amountCents: fleetDeposit.totalCents,
        deadline: fleetDeposit.dueDate,
        priority: 'high',
        actionRequired: true,
      },
      hoursAgo: 24 * 9,
      readAt: unread,
    },
    {
      to: 'admin',
      type: 'system',
      level: 'info',
      title: 'New project inquiry',
      message: 'Dana Whitfield (Copperleaf Coffee) asked about Web Development.',
      actionUrl: '/dashboard',
      relatedEntityType: 'lead',
      hoursAgo: 3,
      readAt: unread,
    },
    {
      to: 'admin',
      type: 'project',
      level: 'success',
      title: 'Proposal approved',
      message: `${clients.meridian.name} approved ${billing.proposals.fleet.number}: ${billing.proposals.fleet.title}.`,
      actionUrl: `/dashboard?section=proposals&proposal=${billing.proposals.fleet.id}`,
      relatedEntityType: 'proposal',
      relatedEntityId: billing.proposals.fleet.id,
      relatedEntityName: billing.proposals.fleet.number,
      hoursAgo: 24 * 42,
      readAt: read(24 * 41),
    },
    {
      to: 'admin',
      type: 'payment',
      level: 'success',
      title: 'Payment received',
      message: `${clients.vitalis.name} paid ${siteFinal.number} (${formatCents(siteFinal.totalCents)}).`,
      actionUrl: invoiceUrl(siteFinal.id),
      relatedEntityType: 'invoice',
      relatedEntityId: siteFinal.id,
      relatedEntityName: siteFinal.number,
      metadata: { amountCents: siteFinal.totalCents },
      hoursAgo: hoursSince(clock, siteFinal.paidAt),
      readAt: read(hoursSince(clock, siteFinal.paidAt) / 2),
    },
    {
      to: 'jordan',
      type: 'project',
      level: 'info',
      title: 'Task assigned to you',
      message: `Penetration test remediation in ${projects.patientPortal.name}.`,
      actionUrl: '/dashboard?section=tasks',
      relatedEntityType: 'project',
      relatedEntityId: projects.patientPortal.id,
      relatedEntityName: projects.patientPortal.name,
      metadata: { priority: 'urgent' },
      hoursAgo: 26,
      readAt: unread,
    },
    {
      to: 'jordan',
      type: 'reminder',
      level: 'warning',
      title: 'Task overdue',
      message: 'Fix appointment time zone bug on the booking page was due yesterday.',
      actionUrl: '/dashboard?section=tasks',
      relatedEntityType: 'project',
      relatedEntityId: projects.patientPortal.id,
      relatedEntityName: projects.patientPortal.name,
      metadata: { priority: 'urgent', progress: 70 },
      hoursAgo: 10,
      readAt: unread,
    },
    {
      to: 'jordan',
      type: 'message',
      level: 'info',
      title: `New message in ${projects.fleet.name}`,
      message: `${people.tom.name}: The deposit invoice is being processed on our side this week.`,
      actionUrl: `/dashboard?section=messaging&project=${projects.fleet.id}`,
      relatedEntityType: 'project',
      relatedEntityId: projects.fleet.id,
      relatedEntityName: projects.fleet.name,
      hoursAgo: 9,
      readAt: unread,
    },
    {
      to: 'jordan',
      type: 'reminder',
      level: 'info',
      title: 'Event today',
      message: 'Harbor & Pine sprint review is on your calendar today.',
      actionUrl: '/dashboard?section=calendar',
      hoursAgo: 8,
      readAt: read(7),
    },
    {
      to: 'jordan',
      type: 'achievement',
      level: 'success',
      title: 'Project completed',
      message: `${projects.vitalisSite.name} for ${clients.vitalis.name} is complete.`,
      relatedEntityType: 'project',
      relatedEntityId: projects.vitalisSite.id,
      relatedEntityName: projects.vitalisSite.name,
      hoursAgo: 24 * 60,
      readAt: read(24 * 59),
    },
    {
      to: 'sam',
      type: 'payment',
      level: 'info',
      title: 'New invoice',
      message: `${replatformM2.number} for ${formatCents(replatformM2.totalCents)} is due on ${replatformM2.dueDate}.`,
      actionUrl: invoiceUrl(replatformM2.id),
      relatedEntityType: 'invoice',
      relatedEntityId: replatformM2.id,
      relatedEntityName: replatformM2.number,
      metadata: { amountCents: replatformM2.totalCents, deadline: replatformM2.dueDate, actionRequired: true },
      hoursAgo: 24 * 5,
      readAt: unread,
    },
    {
      to: 'sam',
      type: 'message',
      level: 'info',
      title: `New message from ${people.elena.name}`,
      message: `In ${projects.replatform.name}: I've sent ${replatformM2.number} for milestone 2.`,
      actionUrl: `/dashboard?section=messaging&project=${projects.replatform.id}`,
      relatedEntityType: 'project',
      relatedEntityId: projects.replatform.id,
      relatedEntityName: projects.replatform.name,
      hoursAgo: 3,
      readAt: read(2),
    },
    {
      to: 'sam',
      type: 'reminder',
      level: 'info',
      title: 'Event invitation',
      message: `${people.jordan.name} invited you to Harbor & Pine sprint review, today.`,
      actionUrl: '/dashboard?section=calendar',
      hoursAgo: 24 * 4,
      readAt: unread,
    },
    {
      to: 'sam',
      type: 'project',
      level: 'info',
      title: 'Proposal ready for review',
      message: `${billing.proposals.loyalty.number}: ${billing.proposals.loyalty.title}.`,
      actionUrl: `/dashboard?section=proposals&proposal=${billing.proposals.loyalty.id}`,
      relatedEntityType: 'proposal',
      relatedEntityId: billing.proposals.loyalty.id,
      relatedEntityName: billing.proposals.loyalty.number,
      metadata: { amountCents: billing.proposals.loyalty.totalCents },
      hoursAgo: 24 * 5,
      readAt: read(24 * 3),
    },
    {
      to: 'sam',
      type: 'payment',
      level: 'success',
      title: 'Payment confirmed',
      message: `Thank you: we received your payment for ${replatformDeposit.number}.`,
      actionUrl: invoiceUrl(replatformDeposit.id),
      relatedEntityType: 'invoice',
      relatedEntityId: replatformDeposit.id,
      relatedEntityName: replatformDeposit.number,
      hoursAgo: hoursSince(clock, replatformDeposit.paidAt),
      readAt: read(hoursSince(clock, replatformDeposit.paidAt) - 1),
    },
    {
      to: 'admin',
      type: 'payment',
      level: 'success',
      title: 'Payment received',
      message: `${clients.vitalis.name} paid ${portalDeposit.number} (${formatCents(portalDeposit.totalCents)}).`,
      actionUrl: invoiceUrl(portalDeposit.id),
      relatedEntityType: 'invoice',
      relatedEntityId: portalDeposit.id,
      relatedEntityName: portalDeposit.number,
      metadata: { amountCents: portalDeposit.totalCents },
      hoursAgo: hoursSince(clock, portalDeposit.paidAt),
      readAt: unread,
    },
    {
      to: 'admin',
      type: 'message',
      level: 'info',
      title: `New message in ${projects.patientPortal.name}`,
      message: `${people.nina.name}: Our compliance lead wants to sign off before launch.`,
      actionUrl: `/dashboard/projects/${projects.patientPortal.id}`,
      relatedEntityType: 'project',
      relatedEntityId: projects.patientPortal.id,
      relatedEntityName: projects.patientPortal.name,
      hoursAgo: 6,
      readAt: unread,
    },
    {
      to: 'jordan',
      type: 'reminder',
      level: 'info',
      title: 'Event invitation',
      message: `${people.priya.name} invited you to Fleet map API design session, today.`,
      actionUrl: '/dashboard?section=calendar',
      hoursAgo: 20,
      readAt: unread,
    },
    {
      to: 'sam',
      type: 'project',
      level: 'success',
      title: 'Deliverable completed',
      message: `Checkout flow design is done in ${projects.replatform.name}.`,
      actionUrl: `/dashboard/projects/${projects.replatform.id}`,
      relatedEntityType: 'project',
      relatedEntityId: projects.replatform.id,
      relatedEntityName: projects.replatform.name,
      hoursAgo: 28,
      readAt: unread,
    },
  ];
  return rows.map(({ to, hoursAgo, ...row }) => ({
    ...row,
    userId: people[to].id,
    createdAt: clock.hoursAgo(hoursAgo),
    // Older than a day: already e-mailed (at once or in that day's digest), so the first digest after seeding
    // mails only the last day's news, as it would have in real use.
    mailedAt: hoursAgo >= 24 ? clock.hoursAgo(hoursAgo - 1) : null,
  }));
}

interface LeadSeed {
  name: string;
  email: string;
  company: string | null;
  service: ContactService;
  budget: ContactBudget | null;
  timeline: ContactTimeline | null;
  message: string;
  hoursAgo: number;
  handledBy?: [PersonKey, number];
  /** The client this inquiry became (Convert to client), converted when it was handled. */
  convertedTo?: ClientKey;
}

const LEADS: LeadSeed[] = [
  {
    name: 'Dana Whitfield',
    email: 'dana@copperleafcoffee.example',
    company: 'Copperleaf Coffee',
    service: 'Web Development',
    budget: '$15,000 - $50,000',
    timeline: '1-3 months',
    message:
      'We roast specialty coffee and run six cafés with a growing subscription business. Our current store cannot handle subscriptions the way we need, so we are looking for a rebuild.',
    hoursAgo: 3,
  },
  {
    name: 'Raj Mehta',
    email: 'raj.mehta@brightpathlearning.example',
    company: 'BrightPath Learning',
    service: 'SaaS Development',
    budget: '$50,000 - $100,000',
    timeline: '3-6 months',
    message:
      'We run twelve tutoring centres on spreadsheets for scheduling and progress tracking. We would like to turn that into a product other centres can subscribe to.',
    hoursAgo: 26,
  },
  {
    name: 'Claire Dubois',
    email: 'claire@atelierdubois.example',
    company: 'Atelier Dubois',
    service: 'UI/UX Design',
    budget: 'Under $5,000',
    timeline: 'ASAP',
    message:
      'Our interior design studio needs a clearer booking flow for consultations; most visitors drop off on the form.',
    hoursAgo: 24 * 7,
    handledBy: ['elena', 24 * 6],
  },
  {
    name: 'Greg Holloway',
    email: 'greg.holloway@summitdental.example',
    company: null,
    service: 'Mobile App Development',
    budget: 'Not sure yet',
    timeline: 'Just exploring',
    message: 'Exploring an app for appointment reminders and aftercare instructions across our four dental practices.',
    hoursAgo: 24 * 13,
    handledBy: ['admin', 24 * 12],
  },
  {
    name: 'Marcus Reyes',
    email: 'operations@meridianfreight.example',
    company: 'Meridian Freight Co.',
    service: 'Mobile App Development',
    budget: '$50,000 - $100,000',
    timeline: '3-6 months',
    message:
      'Our drivers still phone in every delivery. We want a driver app with proof of delivery and live tracking for dispatch.',
    hoursAgo: 24 * 102,
    handledBy: ['admin', 24 * 100],
    convertedTo: 'meridian',
  },
];

/** Where the demo inquiries' visits began (issue #21's funnel); every fifth was sent without a recorded visit. */
const LEAD_VISITS: ([source: string, landingPath: string] | null)[] = [
  ['google', '/services'],
  ['linkedin', '/case-studies'],
  ['newsletter', '/pricing'],
  ['direct', '/'],
  null,
];

function leadsFor(clock: DemoClock, { people, clients }: DemoRefs): (typeof leads.$inferInsert)[] {
  return LEADS.map(({ hoursAgo, handledBy, convertedTo, ...lead }, index) => ({
    ...lead,
    source: LEAD_VISITS[index % LEAD_VISITS.length]?.[0] ?? null,
    landingPath: LEAD_VISITS[index % LEAD_VISITS.length]?.[1] ?? null,
    clientId: convertedTo ? clients[convertedTo].id : null,
    convertedAt: convertedTo && handledBy ? clock.hoursAgo(handledBy[1]) : null,
    subject: `${lead.service} inquiry from ${lead.name}${lead.company ? ` (${lead.company})` : ''}`,
    status: handledBy ? 'handled' : 'new',
    handledById: handledBy ? people[handledBy[0]].id : null,
    handledAt: handledBy ? clock.hoursAgo(handledBy[1]) : null,
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    createdAt: clock.hoursAgo(hoursAgo),
  }));
}

interface AuditSeed {
  actor: PersonKey | null;
  action: string;
  category: AuditCategory;
  level: AuditLevel;
  target?: [type: string, id: string | null, label: string];
  details?: Record<string, unknown>;
  hoursAgo: number;
  /** For records without an actor account, e.g. a failed sign-in. */
  actorEmail?: string;
  /** Whose Recent Activity shows the row (audit_logs.client_id, project_id, client_visible). */
  scope?: { client: ClientKey; project?: ProjectKey; clientVisible: boolean };
}

/** Hours between a past instant and the demo's now. */
function hoursSince(clock: DemoClock, at: Date | null): number {
  return at ? (clock.now.getTime() - at.getTime()) / 3_600_000 : 0;
}

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A trail covering every level and most categories, as real actions would have written it (D20). */
function auditFor(
  clock: DemoClock,
  { people, clients, projects, billing }: DemoRefs,
): (typeof auditLogs.$inferInsert)[] {
  const { proposals, invoices } = billing;
  const seeds: AuditSeed[] = [
    {
      actor: 'admin',
      action: 'user.invited',
      category: 'team',
      level: 'info',
      target: ['user', people.olivia.id, people.olivia.name],
      details: { role: 'CLIENT' },
      hoursAgo: 24 * 61,
    },
    // The decisions' rows (proposal.approved, proposal.rejected) are written with their signed records
    // (demo-billing.ts), naming the content hash verify checks.
    {
      actor: 'admin',
      action: 'payment.recorded',
      category: 'billing',
      level: 'success',
      target: ['invoice', invoices.siteFinal.id, invoices.siteFinal.number],
      details: { amountCents: invoices.siteFinal.totalCents, provider: 'manual' },
      scope: { client: 'vitalis', project: 'vitalisSite', clientVisible: true },
      hoursAgo: hoursSince(clock, invoices.siteFinal.paidAt),
    },
    {
      actor: 'admin',
      action: 'settings.updated',
      category: 'settings',
      level: 'info',
      target: ['user_settings', people.admin.id, 'Notification preferences'],
      details: { weeklyReports: true, monthlyReports: true },
      hoursAgo: 24 * 14,
    },
    {
      actor: null,
      action: 'invoice.overdue',
      category: 'billing',
      level: 'warning',
      target: ['invoice', invoices.fleetDeposit.id, invoices.fleetDeposit.number],
      details: { dueDate: invoices.fleetDeposit.dueDate },
      scope: { client: 'meridian', project: 'fleet', clientVisible: true },
      hoursAgo: 24 * 9,
    },
    {
      actor: 'elena',
      action: 'proposal.sent',
      category: 'project',
      level: 'info',
      target: ['proposal', proposals.loyalty.id, proposals.loyalty.number],
      scope: { client: 'harbor', project: 'loyalty', clientVisible: true },
      hoursAgo: 24 * 5,
    },
    {
      actor: 'admin',
      action: 'invoice.sent',
      category: 'billing',
      level: 'info',
      target: ['invoice', invoices.replatformM2.id, invoices.replatformM2.number],
      details: { amountCents: invoices.replatformM2.totalCents },
      scope: { client: 'harbor', project: 'replatform', clientVisible: true },
      hoursAgo: 24 * 5,
    },
    {
      actor: 'elena',
      action: 'proposal.sent',
      category: 'project',
      level: 'info',
      target: ['proposal', proposals.routing.id, proposals.routing.number],
      scope: { client: 'meridian', project: 'fleet', clientVisible: true },
      hoursAgo: 24 * 2,
    },
    {
      actor: null,
      actorEmail: 'agent@example.com',
      action: 'auth.sign_in_failed',
      category: 'security',
      level: 'error',
      details: { reason: 'Invalid password' },
      hoursAgo: 30,
    },
    {
      actor: 'jordan',
      action: 'task.updated',
      category: 'project',
      level: 'info',
      target: ['project', projects.replatform.id, projects.replatform.name],
      details: { task: 'Migrate 3,200 products from the legacy catalogue', from: 'in-progress', to: 'review' },
      scope: { client: 'harbor', project: 'replatform', clientVisible: false },
      hoursAgo: 22,
    },
    {
      actor: 'admin',
      action: 'lead.handled',
      category: 'system',
      level: 'success',
      details: { lead: 'Greg Holloway' },
      hoursAgo: 24 * 12,
    },
    // Recent project work and money, scoped so each role's Recent Activity has its share (issue #8).
    {
      actor: 'admin',
      action: 'payment.recorded',
      category: 'billing',
      level: 'success',
      target: ['invoice', invoices.replatformDeposit.id, invoices.replatformDeposit.number],
      details: { amountCents: invoices.replatformDeposit.totalCents, provider: 'manual' },
      hoursAgo: hoursSince(clock, invoices.replatformDeposit.paidAt),
      scope: { client: 'harbor', project: 'replatform', clientVisible: true },
    },
    {
      actor: 'admin',
      action: 'payment.recorded',
      category: 'billing',
      level: 'success',
      target: ['invoice', invoices.portalDeposit.id, invoices.portalDeposit.number],
      details: { amountCents: invoices.portalDeposit.totalCents, provider: 'manual' },
      hoursAgo: hoursSince(clock, invoices.portalDeposit.paidAt),
      scope: { client: 'vitalis', project: 'patientPortal', clientVisible: true },
    },
    {
      actor: 'nina',
      action: 'project.rated',
      category: 'project',
      level: 'success',
      target: ['project', projects.vitalisSite.id, projects.vitalisSite.name],
      details: { rating: 4 },
      hoursAgo: 24 * 55,
      scope: { client: 'vitalis', project: 'vitalisSite', clientVisible: true },
    },
    {
      actor: 'jordan',
      action: 'deliverable.completed',
      category: 'project',
      level: 'success',
      target: ['project', projects.replatform.id, 'Checkout flow design'],
      hoursAgo: 28,
      scope: { client: 'harbor', project: 'replatform', clientVisible: true },
    },
    {
      actor: 'jordan',
      action: 'project.updated',
      category: 'project',
      level: 'info',
      target: ['project', projects.replatform.id, projects.replatform.name],
      details: { phase: 'Development' },
      hoursAgo: 5,
      scope: { client: 'harbor', project: 'replatform', clientVisible: true },
    },
    {
      actor: 'jordan',
      action: 'task.created',
      category: 'project',
      level: 'info',
      target: ['project', projects.fleet.id, projects.fleet.name],
      details: { task: 'Spike: cluster trucks on the map at low zoom' },
      hoursAgo: 4,
      scope: { client: 'meridian', project: 'fleet', clientVisible: false },
    },
  ];
  return seeds.map((seed, index) => ({
    actorId: seed.actor ? people[seed.actor].id : null,
    actorEmail: seed.actor ? people[seed.actor].email : (seed.actorEmail ?? null),
    actorName: seed.actor ? people[seed.actor].name : seed.actorEmail ? null : 'System',
    action: seed.action,
    category: seed.category,
    level: seed.level,
    targetType: seed.target?.[0] ?? null,
    targetId: seed.target?.[1] ?? null,
    targetLabel: seed.target?.[2] ?? null,
    details: seed.details ?? {},
    // Documentation-range addresses (RFC 5737): never someone's real IP.
    ip: seed.actor || seed.actorEmail ? `203.0.113.${10 + index}` : null,
    userAgent: seed.actor || seed.actorEmail ? BROWSER : null,
    clientId: seed.scope ? clients[seed.scope.client].id : null,
    projectId: seed.scope?.project ? projects[seed.scope.project].id : null,
    clientVisible: seed.scope?.clientVisible ?? false,
    createdAt: clock.hoursAgo(seed.hoursAgo),
  }));
}
