// The team directory and employee profile contract (001 §2 "Team workspace", "Employee Profile", §3, §6, §9; issue
// #20): GET /api/team, GET /api/team/summary, GET/PATCH /api/team/:id, POST /api/team/:id/reviews,
// POST/DELETE /api/team/:id/certifications. Every figure is computed by the server (D13); fields a role may not
// see arrive as null (a client: no performance figures; a colleague: no phone, no reviews).
import { z } from 'zod';
import { DEPARTMENTS, PROJECT_STATUSES, ROLES } from './enums.ts';
import { PRESENCE_STATUSES } from './live-channel.ts';
import {
  boundedText,
  calendarDate,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';
import { TEAM_MESSAGES, TEAM_SORTS } from './team-values.ts';

export * from './team-values.ts';

/** A share as a whole percent 0–100, or null when there is nothing to measure yet. */
const percent = z.number().int().min(0).max(100).nullable();
/** An average of 1–5 stars, one decimal, or null without any rating. */
const stars = z.number().min(0).max(5).nullable();

export const skillSchema = z.object({
  name: boundedText({ max: 60, min: 1, minMessage: TEAM_MESSAGES.skillRequired }),
  level: z.number().int().min(0).max(100),
});
export type Skill = z.infer<typeof skillSchema>;

export const teamMemberSchema = z.object({
  id: wireText(),
  name: wireText(),
  email: wireText(),
  role: z.enum(ROLES),
  jobTitle: wireText().nullable(),
  department: z.enum(DEPARTMENTS).nullable(),
  status: z.enum(PRESENCE_STATUSES),
  lastSeenAt: isoDateTime.nullable(),
  location: wireText().nullable(),
  timezone: wireText().nullable(),
  image: wireText().nullable(),
  joinedAt: isoDateTime,
  skills: z.array(z.object({ name: wireText(), level: z.number().int() })),
  /** Projects not completed the person is on, counted within the caller's project scope. */
  currentProjects: z.number().int().nonnegative(),
  /** Staff only: null for a client. */
  completedTasks: z.number().int().nonnegative().nullable(),
  /** Tasks done by their due date over tasks due so far (staff only). */
  productivity: percent,
  /** Average of the person's performance reviews (staff only). */
  rating: stars,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamMemberOnWire = z.input<typeof teamMemberSchema>;

export const listTeamQuery = z.object({
  /** Part of the name, e-mail, job title or department, case-insensitive. */
  q: boundedText({ max: 200 }).optional(),
  department: z.enum(DEPARTMENTS).optional(),
  status: z.enum(PRESENCE_STATUSES).optional(),
  sort: z.enum(TEAM_SORTS).default('name'),
  cursor: pageCursor.optional(),
  limit: pageLimit(24),
});
export type ListTeamQuery = z.input<typeof listTeamQuery>;

export const listTeamResponse = pageOf(teamMemberSchema);
export type TeamPageOnWire = z.input<typeof listTeamResponse>;

/** The stat cards (001 §2): members hidden from clients (null); performance figures are staff only (null). */
export const teamSummarySchema = z.object({
  members: z.number().int().nonnegative().nullable(),
  activeNow: z.number().int().nonnegative(),
  averageProductivity: percent,
  teamRating: stars,
  /** Per department, for the department filter's counts (staff only; empty for a client). */
  departments: z.array(z.object({ department: z.enum(DEPARTMENTS), members: z.number().int().nonnegative() })),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;
export type TeamSummaryOnWire = z.input<typeof teamSummarySchema>;

export const reviewSchema = z.object({
  id: wireText(),
  authorName: wireText().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: wireText(),
  reviewedOn: wireText(),
  createdAt: isoDateTime,
});
export type Review = z.infer<typeof reviewSchema>;

export const certificationSchema = z.object({
  id: wireText(),
  name: wireText(),
  issuer: wireText(),
  issuedOn: wireText(),
});
export type Certification = z.infer<typeof certificationSchema>;

export const employeeProjectSchema = z.object({
  id: wireText(),
  name: wireText(),
  clientName: wireText(),
  status: z.enum(PROJECT_STATUSES),
  progress: z.number().int().min(0).max(100),
  /** The person's role on the project (project_agents.role). */
  role: wireText().nullable(),
  startDate: wireText().nullable(),
  endDate: wireText().nullable(),
});

export const employeeProfileSchema = z.object({
  member: teamMemberSchema.extend({
    firstName: wireText(),
    lastName: wireText(),
    bio: wireText().nullable(),
    manager: z.object({ id: wireText(), name: wireText() }).nullable(),
    /** Private contact data: the person themself and admins only (null otherwise). */
    phone: wireText().nullable(),
    isActive: z.boolean(),
  }),
  performance: z.object({
    rating: stars,
    reviewCount: z.number().int().nonnegative(),
    projectsCompleted: z.number().int().nonnegative(),
    /** Average client rating (1–5) of the completed projects the person worked on, as a percent of 5. */
    clientSatisfaction: percent,
    /** Tasks completed by their due date over tasks completed that had one. */
    onTimeDelivery: percent,
    productivity: percent,
  }),
  /** The projects the person is on that the caller may see, newest first. */
  projects: z.array(employeeProjectSchema),
  /** Every review, newest first: the person themself and admins only (null for a colleague). */
  reviews: z.array(reviewSchema).nullable(),
  certifications: z.array(certificationSchema),
  permissions: z.object({ edit: z.boolean(), editAdminFields: z.boolean(), review: z.boolean() }),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;
export type EmployeeProfileOnWire = z.input<typeof employeeProfileSchema>;

const optionalText = (max: number) =>
  boundedText({ max })
    .nullable()
    .transform((value) => (value === '' ? null : value));

/**
 * Edit Profile (001 §2, §3 employee): the person edits their name, phone, location, timezone, bio and skills; an admin
 * also the job title, department, manager and join date. E-mail is the sign-in identity and changes in Settings.
 */
export const updateEmployeeBody = patchBody(
  z.object({
    firstName: boundedText({ max: 100, min: 1, minMessage: 'First name is required' }),
    lastName: boundedText({ max: 100, min: 1, minMessage: 'Last name is required' }),
    phone: optionalText(50),
    location: optionalText(120),
    timezone: optionalText(64),
    bio: optionalText(2000),
    skills: z.array(skillSchema).max(30),
    jobTitle: optionalText(120),
    department: z.enum(DEPARTMENTS).nullable(),
    managerId: uuid().nullable(),
    joinedAt: calendarDate(),
  }),
);
export type UpdateEmployeeBody = z.input<typeof updateEmployeeBody>;

/** Fields only an admin may change (the person's own edit of them is refused). */
export const ADMIN_ONLY_EMPLOYEE_FIELDS = ['jobTitle', 'department', 'managerId', 'joinedAt'] as const;

export const createReviewBody = z.object({
  rating: z
    .number({ error: TEAM_MESSAGES.ratingRange })
    .int(TEAM_MESSAGES.ratingRange)
    .min(1, TEAM_MESSAGES.ratingRange)
    .max(5, TEAM_MESSAGES.ratingRange),
  comment: boundedText({ max: 2000, min: 1, minMessage: TEAM_MESSAGES.commentRequired }),
  /** Defaults to today. */
  reviewedOn: calendarDate().optional(),
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

export const createCertificationBody = z.object({
  name: boundedText({ max: 200, min: 1, minMessage: TEAM_MESSAGES.certificationRequired }),
  issuer: boundedText({ max: 200, min: 1, minMessage: TEAM_MESSAGES.issuerRequired }),
  issuedOn: calendarDate(),
});
export type CreateCertificationBody = z.input<typeof createCertificationBody>;

export const certificationParams = z.object({ id: uuid(), certificationId: uuid() });
export const deleteCertificationResponse = z.object({ id: wireText() });
