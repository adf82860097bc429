import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../lib/mailer.ts';
import { createTransport, deliverDueEmails } from '../mail/delivery.ts';
import { enqueueEmail, logEmail } from '../mail/outbox.ts';

const POLL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const transport = createTransport(app.config.smtpUrl);
  const from = app.config.mailFrom;

  const mailer: Mailer = {
    deliveryConfigured: Boolean(transport),
    async enqueue(db, mail) {
      const queued = await enqueueEmail(db, mail, app.config.publicUrl);
      if (!transport) logEmail(app.log, { ...mail, id: queued.id });
      return queued;
    },
    async deliverNow(ids) {
      if (!transport || ids.length === 0) return false;
      const { sent } = await deliverDueEmails(app.db, { from, transport, log: app.log, ids });
      return ids.every((id) => sent.includes(id));
    },
  };
  app.decorate('mailer', mailer);

  if (!transport) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // Mails stuck 'sending' by a server that died are reclaimed when their lease runs out (delivery.ts).
      await deliverDueEmails(app.db, { from, transport, log: app.log });
    } catch (error) {
      app.log.error({ err: error }, 'outbox delivery round failed');
    } finally {
      running = false;
    }
  };
  // Tests drive delivery themselves; servers poll.
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), POLL_MS);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    transport.close();
  });
});
