import { randomUUID } from 'node:crypto';
import type { DeliverableStatus, ProjectPriority, ProjectStatus, TaskPriority, TaskStatus } from '@agency/shared/enums';
import { dollarsToCents } from '@agency/shared/money';
import {
  deliverables,
  projectAgents,
  projectExpenses,
  projectRatings,
  projects,
  taskComments,
  taskSubtasks,
  tasks,
} from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { ClientKey, DemoPeople, PersonKey } from './demo-people.ts';

export type ProjectKey = 'replatform' | 'loyalty' | 'patientPortal' | 'vitalisSite' | 'fleet' | 'driverPortal';
export type DemoProjects = Record<ProjectKey, { id: string; name: string; clientKey: ClientKey }>;

interface ProjectSeed {
  name: string;
  client: ClientKey;
  description: string;
  status: ProjectStatus;
  priority: ProjectPriority;
  /** Days from today. */
  start: number;
  end: number;
  budget: number;
  /** Outside costs in dollars, recorded as two expenses that add up to it; "spent" is their sum (D13). */
  spent: number;
  tags: string[];
  phase: string;
  /** Title, status, due (days from today), and whether the client sees it (internal ones never reach a client). */
  deliverables: [title: string, status: DeliverableStatus, due: number, clientVisible?: boolean][];
  team: [PersonKey, string][];
}

/** Every project status appears at least once (D10). */
const PROJECTS: Record<ProjectKey, ProjectSeed> = {
  replatform: {
    name: 'E-commerce Replatform',
    client: 'harbor',
    description:
      'Move the Harbor & Pine online store from its legacy platform to a headless storefront with a faster checkout and one product catalogue for web and stores.',
    status: 'in-progress',
    priority: 'high',
    start: -70,
    end: 45,
    budget: 48_000,
    spent: 4_800,
    tags: ['e-commerce', 'headless', 'react'],
    phase: 'Development',
    deliverables: [
      ['Discovery report and sitemap', 'completed', -55],
      ['Storefront design system', 'completed', -35],
      ['Product listing and detail pages', 'in-progress', 5],
      ['Catalogue migration (3,200 products)', 'in-progress', 12],
      ['One-page checkout', 'pending', 25],
      ['Load test report', 'pending', 35, false],
      ['Launch and redirects plan', 'pending', 42],
    ],
    team: [
      ['jordan', 'Project Lead'],
      ['priya', 'Design Lead'],
      ['elena', 'Account Manager'],
    ],
  },
  loyalty: {
    name: 'Loyalty Mobile App',
    client: 'harbor',
    description:
      'iOS and Android app for the Trail Rewards programme: digital membership card, points balance and in-store offers.',
    status: 'planning',
    priority: 'medium',
    start: 10,
    end: 120,
    budget: 36_050,
    spent: 1_200,
    tags: ['mobile', 'ios', 'android'],
    phase: 'Discovery',
    deliverables: [
      ['Member research summary', 'in-progress', 20],
      ['App information architecture', 'pending', 40],
      ['Digital membership card prototype', 'pending', 60],
      ['Store-beacon feasibility notes', 'pending', 30, false],
    ],
    team: [
      ['elena', 'Account Manager'],
      ['jordan', 'Technical Lead'],
    ],
  },
  patientPortal: {
    name: 'Patient Portal MVP',
    client: 'vitalis',
    description: 'Secure web portal where patients book appointments, message their care team and see lab results.',
    status: 'review',
    priority: 'urgent',
    start: -120,
    end: 6,
    budget: 62_000,
    spent: 6_200,
    tags: ['healthcare', 'web-app', 'security'],
    phase: 'QA & Client Review',
    deliverables: [
      ['Security architecture review', 'completed', -95],
      ['Appointment booking', 'completed', -60],
      ['Care-team messaging', 'completed', -40],
      ['Lab results view', 'completed', -20],
      ['Penetration test remediation', 'completed', -5, false],
      ['Client acceptance testing', 'in-progress', 4],
    ],
    team: [
      ['jordan', 'Lead Developer'],
      ['priya', 'Product Designer'],
    ],
  },
  vitalisSite: {
    name: 'Marketing Site Refresh',
    client: 'vitalis',
    description:
      'A brand-aligned marketing site with a CMS the Vitalis team edits themselves, migrated without losing search rankings.',
    status: 'completed',
    priority: 'low',
    start: -150,
    end: -60,
    budget: 14_000,
    spent: 1_650,
    tags: ['website', 'cms', 'seo'],
    phase: 'Launched',
    deliverables: [
      ['Brand-aligned page templates', 'completed', -120],
      ['CMS set-up and editor training', 'completed', -95],
      ['Content migration with redirects', 'completed', -75],
      ['Launch and search-ranking check', 'completed', -60],
    ],
    team: [
      ['priya', 'Design Lead'],
      ['marcus', 'SEO & Content'],
      ['jordan', 'CMS Developer'],
    ],
  },
  fleet: {
    name: 'Fleet Tracking Dashboard',
    client: 'meridian',
    description:
      "A live map of Meridian's 240 trucks with ETA predictions, delay alerts and driver hours, built for the dispatch team.",
    status: 'in-progress',
    priority: 'high',
    start: -35,
    end: 80,
    budget: 54_000,
    spent: 5_400,
    tags: ['dashboard', 'maps', 'real-time'],
    phase: 'Design & Prototyping',
    deliverables: [
      ['Dispatch workflow interviews', 'completed', -25],
      ['Live map prototype', 'completed', -8],
      ['ETA prediction model', 'in-progress', 20],
      ['Delay alerts', 'pending', 45],
      ['Telematics vendor API evaluation', 'in-progress', 10, false],
    ],
    team: [
      ['jordan', 'Lead Developer'],
      ['priya', 'UX Designer'],
      ['elena', 'Account Manager'],
    ],
  },
  driverPortal: {
    name: 'Driver Onboarding Portal',
    client: 'meridian',
    description: 'Self-service onboarding for new drivers: document upload, e-signatures and training videos.',
    status: 'on-hold',
    priority: 'medium',
    start: -90,
    end: 30,
    budget: 22_000,
    spent: 2_200,
    tags: ['portal', 'forms'],
    phase: 'Paused for compliance review',
    deliverables: [
      ['Onboarding journey map', 'completed', -70],
      ['Document upload and e-signature', 'in-progress', 15],
      ['Training video library', 'pending', 25],
      ['Compliance review notes', 'pending', 10, false],
    ],
    team: [
      ['marcus', 'Content Lead'],
      ['jordan', 'Developer'],
    ],
  },
};

export async function seedProjects(tx: Tx, clock: DemoClock, { people, clients }: DemoPeople): Promise<DemoProjects> {
  const keys = Object.keys(PROJECTS) as ProjectKey[];
  const rows = keys.map((key) => projectRow(PROJECTS[key], clients[PROJECTS[key].client].id, people.admin.id, clock));
  await tx.insert(projects).values(rows);
  await tx.insert(projectAgents).values(
    keys.flatMap((key, index) =>
      PROJECTS[key].team.map(([person, role]) => ({
        projectId: rows[index]!.id,
        agentId: people[person].id,
        role,
        assignedAt: clock.daysFromNow(Math.min(PROJECTS[key].start, 0) - 7),
      })),
    ),
  );
  await tx
    .insert(deliverables)
    .values(
      keys.flatMap((key, index) =>
        deliverableRows(PROJECTS[key].deliverables, rows[index]!.id, people.admin.id, clock),
      ),
    );
  await tx
    .insert(projectExpenses)
    .values(keys.flatMap((key, index) => expenseRows(PROJECTS[key], rows[index]!.id, people.admin.id, clock)));
  await seedRatedWork(tx, clock, { people, clients }, rows[keys.indexOf('vitalisSite')]!.id);
  const demoProjects = Object.fromEntries(
    keys.map((key, index) => [key, { id: rows[index]!.id, name: PROJECTS[key].name, clientKey: PROJECTS[key].client }]),
  ) as DemoProjects;
  await seedTasks(tx, clock, people, demoProjects);
  return demoProjects;
}

function deliverableRows(list: ProjectSeed['deliverables'], projectId: string, createdById: string, clock: DemoClock) {
  return list.map(([title, status, due, clientVisible = true], position) => ({
    projectId,
    title,
    status,
    dueDate: clock.date(due),
    clientVisible,
    position,
    completedAt: status === 'completed' ? clock.daysFromNow(Math.min(due, 0)) : null,
    createdById,
    createdAt: clock.daysFromNow(Math.min(due, 0) - 30 + position),
  }));
}

/**
 * The project's spent figure as the outside costs an agency records against it. People's time is not among them: it
 * is tracked as time entries and costed at each person's rate (modules/time/profit.ts).
 */
function expenseRows(seed: ProjectSeed, projectId: string, createdById: string, clock: DemoClock) {
  const total = dollarsToCents(seed.spent);
  const licences = Math.round(total * 0.55);
  // Days from today, in the project's past: recorded the day they were incurred, so newest-first is by date.
  const day = (share: number) => Math.min(seed.start + Math.round((seed.end - seed.start) * share), 0);
  return [
    { description: 'Software licences and hosting', amountCents: licences, on: day(0.1) },
    { description: 'Stock photography and fonts', amountCents: total - licences, on: day(0.3) },
  ]
    .filter((row) => row.amountCents > 0)
    .map(({ on, ...row }) => ({
      ...row,
      incurredOn: clock.date(on),
      projectId,
      createdById,
      createdAt: clock.daysFromNow(on),
    }));
}

/**
 * A completed project for the demo client's organisation, so client@example.com meets the rating form, and the
 * ratings of completed work that feed Client Satisfaction (one by a colleague of the demo client, one by Vitalis).
 */
async function seedRatedWork(tx: Tx, clock: DemoClock, { people, clients }: DemoPeople, vitalisSiteId: string) {
  const [lookbook] = await tx
    .insert(projects)
    .values({
      name: 'Spring Lookbook Microsite',
      description: 'A seasonal lookbook microsite with shoppable outfits, launched for the spring collection.',
      clientId: clients.harbor.id,
      status: 'completed',
      priority: 'medium',
      startDate: clock.date(-110),
      endDate: clock.date(-40),
      budgetCents: dollarsToCents(12_500),
      tags: ['website', 'campaign'],
      phase: 'Launched',
      completedAt: clock.daysFromNow(-40),
      createdById: people.admin.id,
      createdAt: clock.daysFromNow(-125),
      updatedAt: clock.daysFromNow(-40),
    })
    .returning({ id: projects.id });
  const seed: ProjectSeed = {
    name: 'Spring Lookbook Microsite',
    client: 'harbor',
    description: '',
    status: 'completed',
    priority: 'medium',
    start: -110,
    end: -40,
    budget: 12_500,
    spent: 1_900,
    tags: [],
    phase: 'Launched',
    deliverables: [
      ['Lookbook art direction', 'completed', -90],
      ['Shoppable outfit pages', 'completed', -60],
      ['Campaign launch', 'completed', -40],
    ],
    team: [
      ['priya', 'Design Lead'],
      ['marcus', 'Content Lead'],
    ],
  };
  await tx.insert(projectAgents).values(
    seed.team.map(([person, role]) => ({
      projectId: lookbook!.id,
      agentId: people[person].id,
      role,
      assignedAt: clock.daysFromNow(-117),
    })),
  );
  await tx.insert(deliverables).values(deliverableRows(seed.deliverables, lookbook!.id, people.admin.id, clock));
  await tx.insert(projectExpenses).values(expenseRows(seed, lookbook!.id, people.admin.id, clock));
  await tx.insert(projectRatings).values([
    {
      projectId: lookbook!.id,
      userId: people.olivia.id,
      rating: 5,
      comment: 'The lookbook went live a week early and our spring campaign converted better than last year.',
      createdAt: clock.daysFromNow(-35),
      updatedAt: clock.daysFromNow(-35),
    },
    {
      projectId: vitalisSiteId,
      userId: people.nina.id,
      rating: 4,
      comment: 'Our team edits the site themselves now. Search rankings held through the migration.',
      createdAt: clock.daysFromNow(-55),
      updatedAt: clock.daysFromNow(-55),
    },
  ]);
}

function projectRow(seed: ProjectSeed, clientId: string, createdById: string, clock: DemoClock) {
  const createdAt = clock.daysFromNow(Math.min(seed.start, 0) - 14);
  return {
    id: randomUUID(),
    name: seed.name,
    description: seed.description,
    clientId,
    status: seed.status,
    priority: seed.priority,
    startDate: clock.date(seed.start),
    endDate: clock.date(seed.end),
    budgetCents: dollarsToCents(seed.budget),
    tags: seed.tags,
    phase: seed.phase,
    completedAt: seed.status === 'completed' ? clock.daysFromNow(seed.end) : null,
    createdById,
    createdAt,
    updatedAt: clock.daysFromNow(Math.min(seed.end, -1)),
  };
}

interface TaskSeed {
  project: ProjectKey | null;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  /** Days from today; negative and not done = overdue. */
  due: number;
  assignee: PersonKey;
  progress: number;
  tags?: string[];
  subtasks?: [title: string, done: boolean][];
  comments?: [author: PersonKey, hoursAgo: number, text: string][];
}

/** Every task status and priority appears; several open tasks are overdue. */
const TASKS: TaskSeed[] = [
  {
    project: 'replatform',
    title: 'Build product listing page with filters',
    description:
      'Category pages with size, colour and price filters, sorting and infinite scroll, matching the PLP v3 designs.',
    status: 'in-progress',
    priority: 'high',
    due: 4,
    assignee: 'jordan',
    progress: 60,
    tags: ['frontend'],
    subtasks: [
      ['Faceted filters', true],
      ['Sort by price and popularity', true],
      ['Infinite scroll', false],
      ['Analytics events', false],
    ],
    comments: [
      ['priya', 30, "Filter chips follow the updated spacing tokens in Figma, page 'PLP v3'."],
      ['jordan', 26, 'Thanks, wired them up. Pushing to staging tonight.'],
    ],
  },
  {
    project: 'replatform',
    title: 'Migrate 3,200 products from the legacy catalogue',
    description:
      'Export, map variants and sizes, import to staging and spot-check with the Harbor & Pine merchandising team.',
    status: 'review',
    priority: 'urgent',
    due: -2,
    assignee: 'jordan',
    progress: 90,
    tags: ['data', 'migration'],
    subtasks: [
      ['Export CSV from the legacy platform', true],
      ['Map variants and sizes', true],
      ['Import to staging', true],
      ['Spot-check 100 SKUs with the client', false],
    ],
  },
  {
    project: 'replatform',
    title: 'Checkout UX review with Harbor & Pine',
    description: 'Walk through the new one-page checkout with Sam and the customer service lead; collect changes.',
    status: 'todo',
    priority: 'medium',
    due: 9,
    assignee: 'priya',
    progress: 0,
    tags: ['ux', 'checkout'],
  },
  {
    project: 'replatform',
    title: 'Set up payment gateway sandbox',
    description: 'Sandbox keys, webhook endpoint and test cards for the new checkout.',
    status: 'done',
    priority: 'high',
    due: -20,
    assignee: 'jordan',
    progress: 100,
    tags: ['payments'],
  },
  {
    project: 'replatform',
    title: 'Collect store location data for the store finder',
    description: 'Opening hours, addresses and phone numbers for all 14 stores, confirmed by the retail team.',
    status: 'todo',
    priority: 'low',
    due: -4,
    assignee: 'elena',
    progress: 0,
    tags: ['content'],
  },
  {
    project: 'loyalty',
    title: 'Prepare discovery workshop agenda',
    description: 'Three-hour workshop at Harbor & Pine HQ: goals, member journeys, POS constraints, launch date.',
    status: 'in-progress',
    priority: 'medium',
    due: 3,
    assignee: 'elena',
    progress: 50,
    tags: ['discovery'],
  },
  {
    project: 'loyalty',
    title: 'Technical feasibility: POS integration',
    description: 'Check whether the store POS exposes member lookups and points balances through its API.',
    status: 'todo',
    priority: 'high',
    due: 12,
    assignee: 'jordan',
    progress: 0,
    tags: ['research', 'integration'],
  },
  {
    project: 'patientPortal',
    title: 'Fix appointment time zone bug on the booking page',
    description: 'Patients in Arizona see appointment slots an hour off. Use IANA zones instead of fixed offsets.',
    status: 'in-progress',
    priority: 'urgent',
    due: -1,
    assignee: 'jordan',
    progress: 70,
    tags: ['bug', 'booking'],
    comments: [
      ['admin', 40, 'Nina flagged this in UAT: patients in Arizona see slots an hour off.'],
      ['jordan', 20, 'Found it: we used a fixed offset instead of the IANA zone. Fix goes into review tomorrow.'],
    ],
  },
  {
    project: 'patientPortal',
    title: 'Accessibility audit (WCAG 2.1 AA)',
    description: 'Audit booking, messaging and results pages; fix everything rated serious or critical.',
    status: 'review',
    priority: 'high',
    due: 2,
    assignee: 'priya',
    progress: 85,
    tags: ['accessibility', 'qa'],
    subtasks: [
      ['Keyboard navigation', true],
      ['Colour contrast', true],
      ['Screen reader labels', true],
      ['Focus order on the intake form', false],
    ],
  },
  {
    project: 'patientPortal',
    title: 'Penetration test remediation',
    description: 'Address the two medium findings from the external penetration test before launch.',
    status: 'todo',
    priority: 'urgent',
    due: 4,
    assignee: 'jordan',
    progress: 0,
    tags: ['security'],
  },
  {
    project: 'patientPortal',
    title: 'Launch checklist sign-off',
    description: 'DNS, monitoring, backups, support rota and the Vitalis compliance sign-off.',
    status: 'todo',
    priority: 'high',
    due: 6,
    assignee: 'admin',
    progress: 0,
    tags: ['launch'],
  },
  {
    project: 'vitalisSite',
    title: 'Post-launch SEO report',
    description: 'Rankings, organic traffic and demo requests, eight weeks after launch.',
    status: 'done',
    priority: 'medium',
    due: -45,
    assignee: 'marcus',
    progress: 100,
    tags: ['seo', 'reporting'],
  },
  {
    project: 'fleet',
    title: 'Synthesise dispatcher interviews',
    description: 'Turn six dispatcher interviews into jobs-to-be-done and a prioritised feature list.',
    status: 'done',
    priority: 'medium',
    due: -14,
    assignee: 'priya',
    progress: 100,
    tags: ['research'],
  },
  {
    project: 'fleet',
    title: 'Map view prototype',
    description: 'Clickable prototype of the live map: clustering, late-truck highlighting and the truck detail panel.',
    status: 'in-progress',
    priority: 'high',
    due: 5,
    assignee: 'priya',
    progress: 40,
    tags: ['prototype', 'maps'],
    subtasks: [
      ['Truck clustering at low zoom', true],
      ['Late-truck highlighting', false],
      ['Truck detail panel', false],
    ],
    comments: [['elena', 8, 'Tom asked whether dispatchers can filter by depot. Worth a quick look in the prototype.']],
  },
  {
    project: 'fleet',
    title: 'Evaluate GPS telematics APIs',
    description: 'Compare the two telematics providers Meridian uses: update frequency, rate limits and cost.',
    status: 'review',
    priority: 'medium',
    due: 1,
    assignee: 'jordan',
    progress: 80,
    tags: ['research', 'integration'],
  },
  {
    project: 'fleet',
    title: 'ETA prediction spike',
    description: 'Two-day spike: can historical GPS traces predict arrival times within 15 minutes?',
    status: 'todo',
    priority: 'low',
    due: 20,
    assignee: 'jordan',
    progress: 0,
    tags: ['spike', 'data'],
  },
  {
    project: 'driverPortal',
    title: 'Draft onboarding e-mail sequence',
    description: 'Five e-mails guiding new drivers from offer to first shift.',
    status: 'todo',
    priority: 'low',
    due: -10,
    assignee: 'marcus',
    progress: 0,
    tags: ['content', 'email'],
  },
  {
    project: null,
    title: 'Prepare monthly client health report',
    description: 'Budget burn, open risks and satisfaction notes for every active account.',
    status: 'todo',
    priority: 'medium',
    due: 2,
    assignee: 'admin',
    progress: 0,
    tags: ['internal', 'reporting'],
  },
  {
    project: null,
    title: 'Write the Vitalis Health case study',
    description: 'Case study for the website: challenge, solution and the 38% organic traffic result.',
    status: 'in-progress',
    priority: 'low',
    due: 14,
    assignee: 'marcus',
    progress: 30,
    tags: ['internal', 'marketing'],
  },
];

async function seedTasks(tx: Tx, clock: DemoClock, people: DemoPeople['people'], demoProjects: DemoProjects) {
  const positions = new Map<TaskStatus, number>();
  const rows = TASKS.map((seed) => {
    const position = positions.get(seed.status) ?? 0;
    positions.set(seed.status, position + 1);
    return taskRow(seed, position, clock, people, demoProjects);
  });
  await tx.insert(tasks).values(rows);

  const subtasks = TASKS.flatMap((seed, index) =>
    (seed.subtasks ?? []).map(([title, completed], position) => ({
      taskId: rows[index]!.id,
      title,
      completed,
      position,
    })),
  );
  const comments = TASKS.flatMap((seed, index) =>
    (seed.comments ?? []).map(([author, hoursAgo, content]) => ({
      taskId: rows[index]!.id,
      authorId: people[author].id,
      content,
      createdAt: clock.hoursAgo(hoursAgo),
    })),
  );
  await tx.insert(taskSubtasks).values(subtasks);
  await tx.insert(taskComments).values(comments);
}

function taskRow(
  seed: TaskSeed,
  position: number,
  clock: DemoClock,
  people: DemoPeople['people'],
  demoProjects: DemoProjects,
) {
  // Created two weeks before it was due (or a week ago for far-off tasks).
  const createdAt = clock.daysFromNow(Math.min(seed.due - 14, -7));
  return {
    id: randomUUID(),
    projectId: seed.project ? demoProjects[seed.project].id : null,
    title: seed.title,
    description: seed.description,
    status: seed.status,
    priority: seed.priority,
    dueDate: clock.date(seed.due),
    assigneeId: people[seed.assignee].id,
    position,
    tags: seed.tags ?? [],
    completedAt: seed.status === 'done' ? clock.daysFromNow(seed.due - 1) : null,
    createdById: people.admin.id,
    createdAt,
    updatedAt: seed.status === 'done' ? clock.daysFromNow(seed.due - 1) : clock.hoursAgo(6),
  };
}
