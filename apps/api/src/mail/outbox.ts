import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { emailOutbox, type OutboxAttachment } from '../db/schema/index.ts';
import { type MailContent, renderMailHtml, textContent } from './render.ts';

export interface OutgoingEmail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /**
   * What the branded HTML shows (mail/layout.ts): heading, paragraphs, button, rows. Without it the HTML is the
   * text in the layout, so every mail has both parts.
   */
  content?: MailContent;
  /** The recipient's language, for the layout's own words when there is no content. */
  language?: MailContent['language'];
  replyTo?: string;
  cc?: string[];
  /** Template name ('invitation', 'contact-inquiry', …), for the outbox screen and tests. */
  kind: string;
  attachments?: OutboxAttachment[];
}

/**
 * Writes an e-mail to the outbox (D14). Call it with the transaction of the change that causes
 * the mail, so the change and its mail commit together; the delivery worker sends it later.
 */
export async function enqueueEmail(db: Db, mail: OutgoingEmail, siteUrl = ''): Promise<{ id: string }> {
  // React-email renders in a few milliseconds: cheap enough inside the caller's transaction.
  const html = mail.html ?? (await renderMailHtml(mail.content ?? textContent(mail.text, mail.language), siteUrl));
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddresses: Array.isArray(mail.to) ? mail.to : [mail.to],
      ccAddresses: mail.cc ?? [],
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html,
      kind: mail.kind,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  return { id: row!.id };
}

/** Without SMTP the log is where a developer reads the mail (D14); admins read the outbox. */
export function logEmail(log: FastifyBaseLogger, mail: OutgoingEmail & { id: string }) {
  log.info(
    { mail: { id: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject } },
    `e-mail queued:\n${mail.text}`,
  );
}
