import { and, eq } from 'drizzle-orm';
import { certifications } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { teamAudit, teamEvent } from '../effects.ts';
import { profileRights } from '../profile.ts';
import { lockPerson } from './load-person.ts';

/** Removes one of the person's certifications (the person or an admin); another person's is 404. */
export async function deleteCertification(ctx: ServiceContext, id: string, certificationId: string) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const person = await lockPerson(tx, caller, id);
    if (!profileRights(caller, id).edit) throw forbidden('You can only edit your own profile.');
    const [row] = await tx
      .delete(certifications)
      .where(and(eq(certifications.id, certificationId), eq(certifications.userId, id)))
      .returning({ id: certifications.id, name: certifications.name });
    if (!row) throw notFound('Certification not found');
    await commitChange(tx, ctx, {
      audit: { action: 'team.certification-removed', ...teamAudit(person), details: { certification: row.name } },
      live: teamEvent(id),
    });
    return { id: row.id };
  });
}
