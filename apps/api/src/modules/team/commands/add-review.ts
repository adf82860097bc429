import { type CreateReviewBody, TEAM_MESSAGES } from '@agency/shared/team';
import { performanceReviews } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { forbidden } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { callerOf, type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { teamAudit, teamEvent } from '../effects.ts';
import { profileRights } from '../profile.ts';
import { lockPerson } from './load-person.ts';

/** An admin writes a performance review (1–5 stars and a comment); the person is notified (D19). */
export async function addReview(ctx: ServiceContext, id: string, body: CreateReviewBody) {
  const caller = callerOf(ctx);
  const author = userOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const person = await lockPerson(tx, caller, id);
    if (!profileRights(caller, id).review) throw forbidden(TEAM_MESSAGES.selfReview);
    const reviewedOn = body.reviewedOn ?? ctx.now().toISOString().slice(0, 10);
    const [review] = await tx
      .insert(performanceReviews)
      .values({ userId: id, authorId: author.id, rating: body.rating, comment: body.comment, reviewedOn })
      .returning();
    await commitChange(tx, ctx, {
      audit: { action: 'team.review-written', ...teamAudit(person), details: { rating: body.rating } },
      notify: {
        userId: id,
        type: 'achievement',
        text: notificationText('reviewReceived', { reviewer: author.name, count: body.rating }),
        actionUrl: `/employee/${id}?tab=performance`,
        related: { type: 'user', id, name: person.name },
      },
      live: teamEvent(id),
    });
    return {
      id: review!.id,
      authorName: author.name,
      rating: review!.rating,
      comment: review!.comment,
      reviewedOn: review!.reviewedOn,
      createdAt: review!.createdAt,
    };
  });
}
