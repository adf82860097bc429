import type { CreateClientBody } from '@agency/shared/clients';
import { clients } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { onboardingJob } from '../../automations/service.ts';
import { clientAudit, clientEvent } from '../effects.ts';
import { clientColumns } from '../queries.ts';

export async function createClient(ctx: ServiceContext, body: CreateClientBody) {
  const user = userOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone ?? '',
        address: body.address ?? '',
        status: body.status ?? 'active',
        location: body.location ?? 'local',
        createdById: user.id,
      })
      .returning(clientColumns);
    await commitChange(tx, ctx, {
      audit: { action: 'client.created', ...clientAudit(row!) },
      live: clientEvent('clients.created', row!.id),
      jobs: onboardingJob(row!.id, 'client.created', user.id),
    });
    return row!;
  });
}
