// The team contract's plain values, apart from its zod schemas (team.ts): the portal reads them without loading zod
// (ADR 0011).
export { DEPARTMENTS, type Department } from './enums.ts';
export { PRESENCE_STATUSES, type PresenceStatus } from './live-channel.ts';

/** 001 §9 "Team sort: name, role, department, productivity, rating"; name is the default. */
export const TEAM_SORTS = ['name', 'role', 'department', 'productivity', 'rating'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

/** The profile's tabs (001 §2 "Employee Profile"). */
export const EMPLOYEE_TABS = ['overview', 'projects', 'performance', 'skills'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

/** The profile's Overview shows the two most recent reviews (001 §2). */
export const RECENT_REVIEWS_SHOWN = 2;

export const TEAM_MESSAGES = {
  empty: 'No team members found',
  emptyHint: 'Try adjusting your search or filter criteria',
  ratingRange: 'Rating must be between 1 and 5',
  commentRequired: 'Comment is required',
  selfReview: 'You cannot review yourself.',
  adminFields: 'Only an admin can change the job title, department, manager or join date.',
  managerInvalid: 'The manager must be another active team member.',
  notFound: 'Team member not found',
  skillRequired: 'Skill name is required',
  certificationRequired: 'Certification name is required',
  issuerRequired: 'Issuer is required',
} as const;
