import { ADMIN_ONLY_EMPLOYEE_FIELDS, TEAM_MESSAGES, type UpdateEmployeeBody } from '@agency/shared/team';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest, forbidden } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { teamAudit, teamEvent } from '../effects.ts';
import { getEmployeeProfile, profileRights } from '../profile.ts';
import { activeStaff } from '../queries.ts';
import { lockPerson } from './load-person.ts';

type Person = Awaited<ReturnType<typeof lockPerson>>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What the body would set, as column values, and which of them differ from the row. */
function changesOf(person: Person, body: UpdateEmployeeBody) {
  const next: Partial<Person> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (key === 'joinedAt') next.joinedAt = new Date(`${value as string}T00:00:00.000Z`);
    else (next as Record<string, unknown>)[key] = value;
  }
  const changed = (Object.keys(next) as (keyof Person)[]).filter((key) =>
    key === 'joinedAt' ? next.joinedAt!.getTime() !== person.joinedAt.getTime() : !sameValue(next[key], person[key]),
  );
  return { next, changed };
}

/**
 * Edit Profile (001 §2): the person themself or an admin. Job title, department, manager and join date are an
 * admin's (403 for the person); a manager must be another active staff member. The display name follows the first
 * and last names. A body that changes nothing writes nothing.
 */
export async function updateEmployee(ctx: ServiceContext, id: string, body: UpdateEmployeeBody) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const person = await lockPerson(tx, caller, id);
    const rights = profileRights(caller, id);
    if (!rights.edit) throw forbidden('You can only edit your own profile.');
    if (!rights.editAdminFields && ADMIN_ONLY_EMPLOYEE_FIELDS.some((field) => body[field] !== undefined)) {
      throw forbidden(TEAM_MESSAGES.adminFields);
    }
    if (body.managerId) {
      const [manager] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, body.managerId), ne(users.id, id), activeStaff()));
      if (!manager) throw badRequest(TEAM_MESSAGES.managerInvalid, { managerId: TEAM_MESSAGES.managerInvalid });
    }
    const { next, changed } = changesOf(person, body);
    if (changed.length > 0) {
      const firstName = next.firstName ?? person.firstName;
      const lastName = next.lastName ?? person.lastName;
      const name =
        changed.includes('firstName') || changed.includes('lastName') ? `${firstName} ${lastName}` : person.name;
      await tx
        .update(users)
        .set({ ...Object.fromEntries(changed.map((key) => [key, next[key]])), name, updatedAt: ctx.now() })
        .where(eq(users.id, id));
      await commitChange(tx, ctx, {
        audit: { action: 'team.profile-updated', ...teamAudit({ id, name }), details: { fields: changed } },
        live: teamEvent(id),
      });
    }
    return getEmployeeProfile(tx, caller, id);
  });
}
