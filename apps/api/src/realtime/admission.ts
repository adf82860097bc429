import { LIVE_PATH } from '@agency/shared/live-channel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveAdmission: LiveAdmission;
  }
}

/** Seconds a refused upgrade is told to wait: spread, so the tabs refused together do not come back together. */
const RETRY_AFTER_MIN_S = 1;
const RETRY_AFTER_MAX_S = 5;

const releaseOf = new WeakMap<FastifyRequest['raw'], () => void>();

/**
 * How many live upgrades this process works on at once (issue #22, a failover's reconnect storm): from the request's
 * arrival to the socket's `ready` (its session read, its catch-up). When a server dies, thousands of its tabs arrive at
 * the others within a second; unbounded, every one of them waited its turn in the same database pool and event loop,
 * none finished in time, the balancer's health checks timed out behind them and it marked the survivors down too.
 * Past the limit an upgrade is answered 503 with Retry-After before anything is read for it: the tab tries again a
 * moment later (the portal's client backs off with jitter) while the admitted ones finish.
 */
export class LiveAdmission {
  private active = 0;
  /** Upgrades refused since the process started (for /api/metrics and the bench). */
  refused = 0;

  constructor(readonly max: number) {}

  get inFlight() {
    return this.active;
  }

  /** A release function (idempotent), or null when `max` upgrades are already in flight. */
  tryAcquire(): (() => void) | null {
    if (this.active >= this.max) {
      this.refused += 1;
      return null;
    }
    this.active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
    };
  }
}

/** Ends the admission of this request's upgrade (its socket is live, refused, or gone); a no-op when it had none. */
export function releaseAdmission(request: FastifyRequest) {
  releaseOf.get(request.raw)?.();
}

const isLiveUpgrade = (request: FastifyRequest) =>
  request.headers.upgrade !== undefined && request.url.split('?', 1)[0] === LIVE_PATH;

/**
 * Registered before the auth plugin, so a refused upgrade costs no session read. The admission is released when the
 * hub has made the socket live (realtime/plugin.ts) or the connection closes, whichever comes first.
 */
export const liveAdmissionPlugin = fp(async (app: FastifyInstance, { max }: { max: number }) => {
  const admission = new LiveAdmission(max);
  app.decorate('liveAdmission', admission);
  app.addHook('onRequest', async (request, reply) => {
    if (!isLiveUpgrade(request)) return;
    const release = admission.tryAcquire();
    if (!release) {
      const seconds = RETRY_AFTER_MIN_S + Math.floor(Math.random() * (RETRY_AFTER_MAX_S - RETRY_AFTER_MIN_S + 1));
      return reply
        .code(503)
        .header('retry-after', String(seconds))
        .send(errorBody('LIVE_BUSY', 'This server is busy connecting other tabs: try again in a moment.'));
    }
    releaseOf.set(request.raw, release);
    request.raw.socket.once('close', release);
  });
});
