import type { AuditEntry } from '../../lib/audit.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';

/** The audit fields of a change to a team member's profile, reviews or certifications (D20). */
export function teamAudit(person: { id: string; name: string }): Pick<AuditEntry, 'category' | 'target'> {
  return { category: 'team', target: { type: 'user', id: person.id, label: person.name } };
}

/**
 * The directory and profiles refetch on it. Staff only: a client's view of the team (names and titles of the people
 * on their projects) does not change with a review or a certificate, and reviews are never theirs to hear about.
 */
export function teamEvent(personId: string): LiveEventInput {
  return { type: 'team.updated', staffOnly: true, payload: { id: personId } };
}
