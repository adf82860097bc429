import type { Db } from '../db/client.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

/** The outbox as the modules use it; plugins/mailer.ts builds the one the server runs with. */
export interface Mailer {
  /** True when SMTP is configured; otherwise mail waits in the outbox and is printed to the log. */
  readonly deliveryConfigured: boolean;
  /** Queue a mail inside the caller's transaction (D14). */
  enqueue(db: Db, mail: OutgoingEmail): Promise<{ id: string }>;
  /** Try to send these queued mails now; true when all of them went out. */
  deliverNow(ids: string[]): Promise<boolean>;
}
