// The team-member picker's contract (001 §2, §6 "Picker roles"): GET /api/people.
import { z } from 'zod';
import { DEPARTMENTS, ROLES, type Role } from './enums.ts';
import { boundedText, pageCursor, pageLimit, pageOf, wireText } from './schema-primitives.ts';

/** What the picker is choosing people for. */
export const PICKER_MODES = ['share', 'invite', 'group_chat', 'assign'] as const;
export type PickerMode = (typeof PICKER_MODES)[number];

/** 001 §9: a picker takes at most 50 people unless a screen asks for fewer. */
export const PICKER_MAX_SELECTIONS = 50;

/**
 * 001 §6, word for word in rules: share, invite and group_chat offer admins and agents to a CLIENT user, and admins,
 * agents and clients to everyone else; assign offers admins and agents to an admin, agents only to everyone else.
 */
export function pickerRoles(mode: PickerMode, callerRole: Role): Role[] {
  if (mode === 'assign') return callerRole === 'ADMIN' ? ['ADMIN', 'AGENT'] : ['AGENT'];
  return callerRole === 'CLIENT' ? ['ADMIN', 'AGENT'] : ['ADMIN', 'AGENT', 'CLIENT'];
}

export const listPeopleQuery = z.object({
  mode: z.enum(PICKER_MODES),
  /** Searches name, e-mail and department. */
  q: boundedText({ max: 100 }).optional(),
  role: z.enum(ROLES).optional(),
  cursor: pageCursor.optional(),
  limit: pageLimit(25),
});
export type ListPeopleQuery = z.input<typeof listPeopleQuery>;

export const personSchema = z.object({
  id: wireText(),
  name: wireText(),
  email: wireText(),
  role: z.enum(ROLES),
  department: z.enum(DEPARTMENTS).nullable(),
  jobTitle: wireText().nullable(),
  /** A CLIENT user's organisation. */
  organisation: wireText().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const listPeopleResponse = pageOf(personSchema).extend({
  /** The roles this caller may pick in this mode: what the role filter offers. */
  roles: z.array(z.enum(ROLES)),
});
export type PeoplePage = z.infer<typeof listPeopleResponse>;
