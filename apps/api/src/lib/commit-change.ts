import type { Db } from '../db/client.ts';
import { type EnqueueOptions, enqueueJob } from '../jobs/queue.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { type LiveEventInput, publish } from '../realtime/publish.ts';
import { type AuditEntry, writeAudit } from './audit.ts';
import type { Mailer } from './mailer.ts';
import { type NotificationInput, notify } from './notify.ts';
import { queueWebhooks, type WebhookEventInput, webhookEventsOf } from './webhook-events.ts';

type Maybe<T> = T | null | undefined | false;
type Many<T> = Maybe<T> | Maybe<T>[];

/** What a change causes besides itself. Every part is optional; each is written in the change's transaction. */
export interface ChangeEffects {
  /** The audit rows (D20); actor and request default to the context's. */
  audit?: Many<AuditEntry>;
  /** Live events: their audience must be the rule of the REST read of the thing (realtime/audience.ts). */
  live?: Many<LiveEventInput>;
  /** In-app notifications (and their e-mails, by each recipient's preferences). */
  notify?: Many<NotificationInput>;
  /** E-mails through the outbox (D14), rendered before the call: nothing slow runs under a row lock. */
  mail?: Many<OutgoingEmail>;
  /** Jobs for later (follow-ups, reminders), deduplicated by their keys. */
  jobs?: Many<EnqueueOptions>;
  /**
   * Outgoing webhooks (D22) beyond those the audit rows name (lib/webhook-events.ts maps audit actions to catalogue
   * events): for an event that has no audit action of its own, such as invoice.paid.
   */
  webhooks?: Many<WebhookEventInput>;
}

/**
 * The parts of the service context a change needs (a full ServiceContext fits): who and from where, for the audit
 * rows, and the outbox for its mail. A service not yet on ServiceContext passes what it has.
 */
export interface ChangeContext {
  actor?: AuditEntry['actor'];
  request?: AuditEntry['context'];
  mailer?: Pick<Mailer, 'enqueue'>;
}

function list<T>(value: Many<T>): T[] {
  const all = Array.isArray(value) ? value : [value];
  return all.filter((item): item is T => Boolean(item));
}

/**
 * The one way a command records what its change causes: call it with the command's transaction, after the change
 * itself, so the audit row, the notifications, the outbox mail, the jobs and the live events exist exactly when the
 * change does (and none of them when it rolls back). Returns the queued mails' ids (to try sending at once).
 */
export async function commitChange(tx: Db, ctx: ChangeContext, effects: ChangeEffects): Promise<{ mailIds: string[] }> {
  const hooks = list(effects.webhooks);
  for (const entry of list(effects.audit)) {
    hooks.push(...webhookEventsOf(entry));
    await writeAudit(tx, {
      ...entry,
      actor: entry.actor === undefined ? ctx.actor : entry.actor,
      context: entry.context ?? ctx.request,
    });
  }
  const notifications = list(effects.notify);
  if (notifications.length > 0) await notify(tx, notifications);
  const mailIds: string[] = [];
  for (const mail of list(effects.mail)) {
    if (!ctx.mailer) throw new Error('a change with mail needs the context of a mailer');
    mailIds.push((await ctx.mailer.enqueue(tx, mail)).id);
  }
  for (const job of list(effects.jobs)) await enqueueJob(tx, job);
  for (const event of list(effects.live)) await publish(tx, event);
  for (const hook of hooks) await queueWebhooks(tx, hook);
  return { mailIds };
}
