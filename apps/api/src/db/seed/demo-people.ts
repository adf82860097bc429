import { randomUUID } from 'node:crypto';
import type { Department, Role } from '@agency/shared/enums';
import {
  accounts,
  certifications,
  clientMembers,
  clients,
  performanceReviews,
  type Skill,
  userSettings,
  users,
} from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';

export type ClientKey = 'harbor' | 'vitalis' | 'meridian';
export type PersonKey = 'admin' | 'jordan' | 'priya' | 'marcus' | 'elena' | 'sam' | 'olivia' | 'nina' | 'tom';

export interface Person {
  id: string;
  email: string;
  name: string;
  firstName: string;
  jobTitle: string;
  department: Department | null;
}

export interface DemoPeople {
  people: Record<PersonKey, Person>;
  clients: Record<ClientKey, { id: string; name: string }>;
}

interface PersonSeed {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  jobTitle: string;
  location: string;
  timezone: string;
  phone: string;
  department?: Department;
  bio?: string;
  skills?: Skill[];
  joinedDaysAgo: number;
  /** Hours since last activity; small numbers show as "active now" on the Team page. */
  lastSeenHoursAgo: number;
  client?: { key: ClientKey; primary: boolean };
}

/** The three sign-in accounts of the brief come first; every seeded person can sign in with the demo password. */
const PEOPLE: Record<PersonKey, PersonSeed> = {
  admin: {
    email: 'admin@example.com',
    firstName: 'Avery',
    lastName: 'Collins',
    role: 'ADMIN',
    department: 'Management',
    jobTitle: 'Managing Director',
    location: 'Boston, MA',
    timezone: 'America/New_York',
    phone: '+1 (617) 555-0142',
    bio: 'Founded Northstar Digital after a decade leading product teams at agencies and startups. Looks after client relationships, hiring and delivery quality.',
    skills: [
      { name: 'Client Strategy', level: 95 },
      { name: 'Delivery Management', level: 90 },
      { name: 'Business Development', level: 85 },
    ],
    joinedDaysAgo: 5 * 365,
    lastSeenHoursAgo: 0.05,
  },
  jordan: {
    email: 'agent@example.com',
    firstName: 'Jordan',
    lastName: 'Reyes',
    role: 'AGENT',
    department: 'Development',
    jobTitle: 'Lead Developer',
    location: 'Austin, TX',
    timezone: 'America/Chicago',
    phone: '+1 (512) 555-0178',
    bio: 'Full-stack developer who has shipped e-commerce platforms, patient portals and real-time dashboards. Happiest pairing with designers on tricky interactions.',
    skills: [
      { name: 'React', level: 95 },
      { name: 'Node.js', level: 90 },
      { name: 'PostgreSQL', level: 85 },
      { name: 'AWS', level: 75 },
    ],
    joinedDaysAgo: 3 * 365,
    lastSeenHoursAgo: 0.1,
  },
  priya: {
    email: 'priya.shah@example.com',
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'AGENT',
    department: 'Design',
    jobTitle: 'Senior Product Designer',
    location: 'Brooklyn, NY',
    timezone: 'America/New_York',
    phone: '+1 (718) 555-0113',
    bio: 'Product designer focused on accessible, research-led interfaces. Runs the agency design system.',
    skills: [
      { name: 'Figma', level: 95 },
      { name: 'Design Systems', level: 90 },
      { name: 'User Research', level: 80 },
      { name: 'Accessibility', level: 85 },
    ],
    joinedDaysAgo: 2 * 365,
    lastSeenHoursAgo: 0.3,
  },
  marcus: {
    email: 'marcus.lee@example.com',
    firstName: 'Marcus',
    lastName: 'Lee',
    role: 'AGENT',
    department: 'Marketing',
    jobTitle: 'Digital Marketing Strategist',
    location: 'Denver, CO',
    timezone: 'America/Denver',
    phone: '+1 (720) 555-0131',
    bio: 'SEO and content strategist. Turns launches into measurable traffic and leads.',
    skills: [
      { name: 'SEO', level: 90 },
      { name: 'Analytics', level: 85 },
      { name: 'Content Strategy', level: 80 },
    ],
    joinedDaysAgo: 400,
    lastSeenHoursAgo: 26,
  },
  elena: {
    email: 'elena.novak@example.com',
    firstName: 'Elena',
    lastName: 'Novak',
    role: 'AGENT',
    department: 'Sales',
    jobTitle: 'Account Executive',
    location: 'Chicago, IL',
    timezone: 'America/Chicago',
    phone: '+1 (312) 555-0199',
    bio: 'Looks after new business and existing accounts, from the first discovery call to signed proposal.',
    skills: [
      { name: 'Consultative Selling', level: 90 },
      { name: 'Proposal Writing', level: 85 },
      { name: 'Account Management', level: 85 },
    ],
    joinedDaysAgo: 300,
    lastSeenHoursAgo: 2,
  },
  sam: {
    email: 'client@example.com',
    firstName: 'Sam',
    lastName: 'Carter',
    role: 'CLIENT',
    jobTitle: 'Head of E-commerce',
    location: 'Portland, OR',
    timezone: 'America/Los_Angeles',
    phone: '+1 (503) 555-0187',
    joinedDaysAgo: 195,
    lastSeenHoursAgo: 1,
    client: { key: 'harbor', primary: true },
  },
  olivia: {
    email: 'olivia.bennett@harborandpine.example',
    firstName: 'Olivia',
    lastName: 'Bennett',
    role: 'CLIENT',
    jobTitle: 'Marketing Manager',
    location: 'Portland, OR',
    timezone: 'America/Los_Angeles',
    phone: '+1 (503) 555-0121',
    joinedDaysAgo: 60,
    lastSeenHoursAgo: 50,
    client: { key: 'harbor', primary: false },
  },
  nina: {
    email: 'nina.patel@vitalishealth.example',
    firstName: 'Nina',
    lastName: 'Patel',
    role: 'CLIENT',
    jobTitle: 'Chief Technology Officer',
    location: 'San Francisco, CA',
    timezone: 'America/Los_Angeles',
    phone: '+1 (415) 555-0123',
    joinedDaysAgo: 185,
    lastSeenHoursAgo: 20,
    client: { key: 'vitalis', primary: true },
  },
  tom: {
    email: 'tom.okafor@meridianfreight.example',
    firstName: 'Tom',
    lastName: 'Okafor',
    role: 'CLIENT',
    jobTitle: 'Director of Operations',
    location: 'Chicago, IL',
    timezone: 'America/Chicago',
    phone: '+1 (312) 555-0166',
    joinedDaysAgo: 95,
    lastSeenHoursAgo: 30,
    client: { key: 'meridian', primary: true },
  },
};

const CLIENTS: Record<ClientKey, Omit<typeof clients.$inferInsert, 'id'>> = {
  harbor: {
    name: 'Harbor & Pine Outfitters',
    email: 'accounts@harborandpine.example',
    phone: '+1 (503) 555-0100',
    address: '1420 NW Lovejoy St, Portland, OR 97209',
    website: 'https://harborandpine.example',
    industry: 'Retail',
    location: 'local',
    notes: 'Outdoor apparel brand with 14 stores. Replatforming the online store before the holiday season.',
  },
  vitalis: {
    name: 'Vitalis Health',
    email: 'hello@vitalishealth.example',
    phone: '+1 (415) 555-0150',
    address: '500 Howard St, Suite 300, San Francisco, CA 94105',
    website: 'https://vitalishealth.example',
    industry: 'Healthcare',
    location: 'remote',
    notes:
      'Seed-stage digital health startup. Weekly check-in on Thursdays; compliance sign-off needed before launches.',
  },
  meridian: {
    name: 'Meridian Freight Co.',
    email: 'operations@meridianfreight.example',
    phone: '+1 (312) 555-0160',
    address: '2200 S Archer Ave, Chicago, IL 60616',
    website: 'https://meridianfreight.example',
    industry: 'Logistics',
    location: 'remote',
    notes: 'Regional carrier running 240 trucks across the Midwest.',
  },
};

/** Days since each client signed on: before their first proposal. */
const CLIENT_SINCE_DAYS: Record<ClientKey, number> = { harbor: 200, vitalis: 190, meridian: 100 };

export async function seedPeople(tx: Tx, clock: DemoClock, passwordHash: string): Promise<DemoPeople> {
  const demoClients = await insertClients(tx, clock);
  const people = await insertUsers(tx, clock, passwordHash);
  await insertClientMembers(tx, people, demoClients);
  await insertSettings(tx, people);
  await insertTeamRecords(tx, clock, people);
  return { people, clients: demoClients };
}

async function insertClients(tx: Tx, clock: DemoClock): Promise<DemoPeople['clients']> {
  const keys = Object.keys(CLIENTS) as ClientKey[];
  const rows = keys.map((key) => ({
    ...CLIENTS[key],
    id: randomUUID(),
    createdAt: clock.daysFromNow(-CLIENT_SINCE_DAYS[key]),
  }));
  await tx.insert(clients).values(rows);
  return Object.fromEntries(
    keys.map((key, index) => [key, { id: rows[index]!.id, name: rows[index]!.name }]),
  ) as DemoPeople['clients'];
}

async function insertUsers(tx: Tx, clock: DemoClock, passwordHash: string): Promise<Record<PersonKey, Person>> {
  const keys = Object.keys(PEOPLE) as PersonKey[];
  const ids = Object.fromEntries(keys.map((key) => [key, randomUUID()])) as Record<PersonKey, string>;
  const rows = keys.map((key) => userRow(PEOPLE[key], ids[key], key === 'admin' ? null : ids.admin, clock));
  await tx.insert(users).values(rows);
  // Better Auth's email + password provider: one 'credential' account whose accountId is the user id.
  await tx
    .insert(accounts)
    .values(
      rows.map((user) => ({ userId: user.id, accountId: user.id, providerId: 'credential', password: passwordHash })),
    );
  return Object.fromEntries(keys.map((key) => [key, person(PEOPLE[key], ids[key])])) as Record<PersonKey, Person>;
}

function person(seed: PersonSeed, id: string): Person {
  const { email, firstName, jobTitle } = seed;
  return { id, email, name: fullName(seed), firstName, jobTitle, department: seed.department ?? null };
}

function userRow(seed: PersonSeed, id: string, managerId: string | null, clock: DemoClock) {
  const joinedAt = clock.daysFromNow(-seed.joinedDaysAgo);
  return {
    id,
    name: fullName(seed),
    email: seed.email,
    emailVerified: true,
    role: seed.role,
    firstName: seed.firstName,
    lastName: seed.lastName,
    phone: seed.phone,
    department: seed.department ?? null,
    jobTitle: seed.jobTitle,
    location: seed.location,
    timezone: seed.timezone,
    bio: seed.bio ?? null,
    skills: seed.skills ?? [],
    // Only staff report to the managing director.
    managerId: seed.role === 'CLIENT' ? null : managerId,
    joinedAt,
    lastSeenAt: clock.hoursAgo(seed.lastSeenHoursAgo),
    createdAt: joinedAt,
    updatedAt: joinedAt,
  };
}

function fullName(seed: Pick<PersonSeed, 'firstName' | 'lastName'>): string {
  return `${seed.firstName} ${seed.lastName}`;
}

async function insertClientMembers(tx: Tx, people: Record<PersonKey, Person>, demoClients: DemoPeople['clients']) {
  const rows = (Object.keys(PEOPLE) as PersonKey[]).flatMap((key) => {
    const membership = PEOPLE[key].client;
    return membership
      ? [{ userId: people[key].id, clientId: demoClients[membership.key].id, isPrimaryContact: membership.primary }]
      : [];
  });
  await tx.insert(clientMembers).values(rows);
}

/**
 * Defaults for everyone, with a few personal choices so the Settings page shows saved state. The three demo
 * sign-in accounts keep the theme on Auto: the portal applies a stored theme in every browser (D23), and Auto lets
 * the device's light or dark setting show through for whoever demonstrates (or screenshots) them.
 */
async function insertSettings(tx: Tx, people: Record<PersonKey, Person>) {
  const personal: Partial<Record<PersonKey, Partial<typeof userSettings.$inferInsert>>> = {
    admin: { theme: 'auto' },
    jordan: {
      theme: 'auto',
      notificationEmailPreferences: { message: 'never', system: 'never' },
    },
    priya: { theme: 'dark', compactView: true, pushNotifications: true },
    elena: { smsNotifications: true, language: 'es' },
    sam: { theme: 'auto', weeklyReports: false },
    nina: { theme: 'auto', language: 'fr' },
  };
  const keys = Object.keys(people) as PersonKey[];
  await tx.insert(userSettings).values(keys.map((key) => ({ userId: people[key].id, ...personal[key] })));
}

/** Reviews (written by the admin: issue #20 makes reviews an admin's) and certifications for the employee profile. */
async function insertTeamRecords(tx: Tx, clock: DemoClock, people: Record<PersonKey, Person>) {
  await tx.insert(performanceReviews).values([
    {
      userId: people.jordan.id,
      authorId: people.admin.id,
      rating: 5,
      comment: 'Led the Patient Portal build through a demanding compliance review without slipping the schedule.',
      reviewedOn: clock.date(-40),
    },
    {
      userId: people.jordan.id,
      authorId: people.admin.id,
      rating: 5,
      comment: 'Jordan explains technical trade-offs clearly and always follows up on what he promises.',
      reviewedOn: clock.date(-20),
    },
    {
      userId: people.priya.id,
      authorId: people.admin.id,
      rating: 4,
      comment: 'Excellent research and accessibility work; next step is mentoring the junior designers.',
      reviewedOn: clock.date(-40),
    },
    {
      userId: people.marcus.id,
      authorId: people.admin.id,
      rating: 5,
      comment: 'Organic traffic grew 38% in the two months after launch. Great reporting, too.',
      reviewedOn: clock.date(-15),
    },
    {
      userId: people.marcus.id,
      authorId: people.admin.id,
      rating: 4,
      comment: 'Campaign reporting is thorough; keep tightening the hand-off of briefs to design.',
      reviewedOn: clock.date(-120),
    },
    {
      userId: people.elena.id,
      authorId: people.admin.id,
      rating: 4,
      comment: 'Closed the Meridian Freight renewal early and kept the client informed at every step.',
      reviewedOn: clock.date(-30),
    },
    {
      userId: people.elena.id,
      authorId: people.admin.id,
      rating: 3,
      comment: 'Strong pipeline, but proposals went out late twice this quarter. Plan follow-ups earlier.',
      reviewedOn: clock.date(-110),
    },
    {
      userId: people.priya.id,
      authorId: people.admin.id,
      rating: 5,
      comment: 'The new design system cut hand-off questions in half. Outstanding quarter.',
      reviewedOn: clock.date(-12),
    },
  ]);
  await tx.insert(certifications).values([
    {
      userId: people.jordan.id,
      name: 'AWS Certified Developer – Associate',
      issuer: 'Amazon Web Services',
      issuedOn: clock.date(-500),
    },
    {
      userId: people.priya.id,
      name: 'Certified Usability Analyst',
      issuer: 'Human Factors International',
      issuedOn: clock.date(-700),
    },
    { userId: people.marcus.id, name: 'Google Analytics Certification', issuer: 'Google', issuedOn: clock.date(-200) },
    {
      userId: people.marcus.id,
      name: 'HubSpot Content Marketing',
      issuer: 'HubSpot Academy',
      issuedOn: clock.date(-420),
    },
    { userId: people.elena.id, name: 'Certified Sales Professional', issuer: 'NASP', issuedOn: clock.date(-350) },
    {
      userId: people.admin.id,
      name: 'Project Management Professional (PMP)',
      issuer: 'Project Management Institute',
      issuedOn: clock.date(-900),
    },
    { userId: people.jordan.id, name: 'Professional Scrum Master I', issuer: 'Scrum.org', issuedOn: clock.date(-260) },
  ]);
}
