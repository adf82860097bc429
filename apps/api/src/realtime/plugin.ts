import { LIVE_PATH } from '@agency/shared/live-channel';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { requireUser } from '../lib/caller.ts';
import { errorBody } from '../lib/errors.ts';
import { sameOriginCandidates } from '../lib/same-origin.ts';
import { releaseAdmission } from './admission.ts';
import { LiveHub } from './hub.ts';
import { pruneLiveEvents } from './publish.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/** Bounded: a frame from a browser is never needed (subscriptions are decided by the server). */
const MAX_FRAME_BYTES = 4 * 1024;

const liveQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, 'after must be an event id')
    .transform(Number)
    .optional(),
  /**
   * A first connection (no `after`): how long ago, in ms, the page began reading what it shows. The events of that
   * span are replayed, so a change committed between those reads and this socket is not missed.
   */
  since: z
    .string()
    .regex(/^\d{1,9}$/, 'since must be a number of milliseconds')
    .transform(Number)
    .optional(),
});

/**
 * The one WebSocket of the portal (issue #9): authenticated at the upgrade by the session cookie (the auth plugin's
 * onRequest hook, like every route), refused from another site's page (Origin), and then fed by the process's hub.
 */
export const livePlugin = fp(async (app: FastifyInstance) => {
  const hub = new LiveHub(app.database, { log: app.log, timers: app.config.env !== 'test' });
  app.decorate('live', hub);
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // The hub closes its sockets itself, so presence learns the process is going away.
    preClose: async function (this: FastifyInstance) {
      await hub.close();
      // Shutting down: a peer that does not answer the close handshake is not waited for.
      for (const client of this.websocketServer.clients) client.terminate();
      await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
    },
  });
  app.addHook('onReady', () => hub.start());
  // The stream keeps a day (publish.ts): checked hourly on the whole cluster.
  app.jobs.define({
    name: 'live-events.prune',
    everyMs: 3_600_000,
    handler: ({ db, now }) => pruneLiveEvents(db, now).then(() => undefined),
  });

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    config: { access: 'authenticated' },
    schema: { hide: true, querystring: liveQuery },
    // A refused upgrade has no HTTP parser left on its socket: end it, or it would stay open until the client goes.
    onResponse: async (request, reply) => {
      if (reply.statusCode >= 400 && request.headers.upgrade) request.raw.socket.destroy();
    },
    // A browser always sends Origin on a WebSocket: without a match another site's page could ride the cookie.
    preValidation: async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !sameOriginCandidates(request).includes(origin)) {
        return reply.code(403).send(errorBody('FORBIDDEN', 'This connection came from another site and was refused.'));
      }
    },
    // A plain GET (no upgrade) is told what this address is for.
    handler: (_request, reply) =>
      reply.code(426).send(errorBody('UPGRADE_REQUIRED', 'This address only accepts a WebSocket connection.')),
    wsHandler: (socket, request) => {
      const user = requireUser(request);
      const { after, since } = request.query as z.infer<typeof liveQuery>;
      // The admission (realtime/admission.ts) ends when the socket is live or refused: the next upgrade may start.
      hub
        .accept(
          socket,
          { id: user.id, role: user.role, clientId: user.clientId, sessionId: user.sessionId },
          after === undefined ? (since === undefined ? null : { sinceMs: since }) : { after },
        )
        .catch((error) => {
          // The database did not answer (pool timeout, restart): the browser reconnects with backoff; the process lives.
          request.log.warn({ err: error }, 'live: socket not accepted');
          socket.close(1011, 'try again');
        })
        .finally(() => releaseAdmission(request));
    },
  });
});
