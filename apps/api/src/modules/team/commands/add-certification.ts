import type { CreateCertificationBody } from '@agency/shared/team';
import { certifications } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { forbidden } from '../../../lib/errors.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { teamAudit, teamEvent } from '../effects.ts';
import { profileRights } from '../profile.ts';
import { lockPerson } from './load-person.ts';

/** Skills & Certs (001 §3 certifications: name, issuer, date): added by the person or an admin. */
export async function addCertification(ctx: ServiceContext, id: string, body: CreateCertificationBody) {
  const caller = callerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const person = await lockPerson(tx, caller, id);
    if (!profileRights(caller, id).edit) throw forbidden('You can only edit your own profile.');
    const [row] = await tx
      .insert(certifications)
      .values({ userId: id, name: body.name, issuer: body.issuer, issuedOn: body.issuedOn })
      .returning({
        id: certifications.id,
        name: certifications.name,
        issuer: certifications.issuer,
        issuedOn: certifications.issuedOn,
      });
    await commitChange(tx, ctx, {
      audit: { action: 'team.certification-added', ...teamAudit(person), details: { certification: body.name } },
      live: teamEvent(id),
    });
    return row!;
  });
}
