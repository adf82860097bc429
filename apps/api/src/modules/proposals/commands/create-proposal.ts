import { sumCents } from '@agency/shared/money';
import type { CreateProposalBody } from '@agency/shared/proposals';
import { proposals } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { nextDocumentNumber } from '../../../lib/document-numbers.ts';
import { callerOf, type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { getProposal } from '../queries.ts';
import { checkClientAndProject, priceItems, proposalLive, writeItems } from '../rules.ts';

/** Create Proposal (admin, agent): a draft numbered PRP-YYYY-NNNN, total = sum of its lines. */
export async function createProposal(ctx: ServiceContext, body: CreateProposalBody) {
  callerOf(ctx);
  const user = userOf(ctx);
  const input = body as Required<CreateProposalBody>;
  const items = priceItems(input.title, input.items ?? [], input.amount);
  const id = await ctx.db.transaction(async (tx) => {
    await checkClientAndProject(tx, input.clientId, input.projectId ?? null);
    const number = await nextDocumentNumber(tx, 'PRP', ctx.now().getUTCFullYear());
    const [row] = await tx
      .insert(proposals)
      .values({
        number,
        clientId: input.clientId,
        projectId: input.projectId ?? null,
        title: input.title,
        description: input.description ?? '',
        scope: input.scope ?? '',
        timeline: input.timeline ?? '',
        terms: input.terms ?? '',
        validUntil: input.validUntil ?? null,
        depositPercent: input.depositPercent,
        totalCents: sumCents(items.map((item) => item.amountCents)),
        createdById: user.id,
      })
      .returning({ id: proposals.id });
    const id = row!.id;
    await writeItems(tx, id, items);
    await commitChange(tx, ctx, {
      audit: {
        action: 'proposal.created',
        category: 'billing',
        target: { type: 'proposal', id, label: number },
        scope: { clientId: input.clientId, projectId: input.projectId ?? null },
      },
      live: proposalLive(input.clientId, id, 'draft'),
    });
    return id;
  });
  return getProposal(ctx, id);
}
