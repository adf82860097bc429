import { TEAM_MESSAGES } from '@agency/shared/team';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { Caller } from '../../../lib/caller.ts';
import { notFound } from '../../../lib/errors.ts';
import { directoryCaller, teamScope } from '../queries.ts';

/**
 * The staff member a command changes, locked for the change: within the caller's team scope (an admin also reaches a
 * deactivated one); anyone else, a client user included, is 404.
 */
export async function lockPerson(tx: Db, caller: Caller, id: string) {
  // The route's permission is the change's (`employee:update` is `own` for an agent); who the caller may find is the
  // directory's rule.
  const inScope =
    caller.user.role === 'ADMIN' ? inArray(users.role, ['ADMIN', 'AGENT']) : teamScope(directoryCaller(caller));
  const [person] = await tx
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      location: users.location,
      timezone: users.timezone,
      bio: users.bio,
      skills: users.skills,
      jobTitle: users.jobTitle,
      department: users.department,
      managerId: users.managerId,
      joinedAt: users.joinedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), inScope))
    .for('update');
  if (!person) throw notFound(TEAM_MESSAGES.notFound);
  return person;
}
