// Tabs for npm run bench:live-cluster: each a live socket through the balancer that behaves as the portal's
// (apps/web/src/lib/live.ts): it keeps the id of the last event it received (or the place `ready`/`reset` gave it),
// reconnects after a drop with the portal's own backoff and jitter, and resumes after that id.
import WebSocket from 'ws';
import { backoffDelay } from '../../apps/web/src/lib/live.ts';

/**
 * BENCH_CLIENT=base: the portal's schedule before issue #22's failover work (equal jitter from 250–500 ms doubling up
 * to 30 s), for a before/after pair in one sitting.
 */
const BASE = process.env.BENCH_CLIENT === 'base';
const delay = BASE
  ? (attempt) => {
      const ceiling = Math.min(30_000, 500 * 2 ** attempt);
      return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
    }
  : backoffDelay;

/** The bench's own event types; presence and the rest are counted only as traffic. */
const COUNTED = new Set(['messages.created', 'subscriptions.updated']);

export class Tab {
  /** `org`: the organisation's number (0 for the project's members). */
  constructor({ balancer, cookie, org, localAddress, onEvent }) {
    Object.assign(this, { balancer, cookie, org, localAddress, onEvent });
    this.lastId = null;
    this.server = null;
    this.seen = new Set();
    this.duplicates = 0;
    this.resets = 0;
    this.drops = 0;
    this.attempt = 0;
    this.live = false;
    /** Date.now() of each `ready` after a drop (compared with the kill's time, taken in another process). */
    this.backAt = [];
    this.errors = new Map();
  }

  /** Resolves at the first `ready`; a refusal before it rejects (reconnects after it are the tab's own business). */
  open() {
    return new Promise((resolve, reject) => {
      this.firstReady = { resolve, reject };
      this.connect();
    });
  }

  connect() {
    if (this.stopped) return;
    const query = this.lastId !== null ? `?after=${this.lastId}` : '';
    const socket = new WebSocket(`${this.balancer.replace('http', 'ws')}/api/live${query}`, {
      headers: { cookie: this.cookie, origin: this.balancer },
      perMessageDeflate: false,
      localAddress: this.localAddress,
    });
    this.socket = socket;
    socket.on('upgrade', (response) => {
      this.server = response.headers['x-served-by'] ?? null;
    });
    socket.on('message', (data) => this.message(JSON.parse(String(data))));
    socket.on('unexpected-response', (_request, response) => {
      this.fail(`HTTP ${response.statusCode}`);
      socket.terminate();
    });
    socket.on('error', (error) => this.fail(error.code ?? error.message));
    socket.on('close', () => {
      if (this.socket !== socket || this.stopped) return;
      if (this.live) this.drops += 1;
      this.live = false;
      this.retry = setTimeout(() => this.connect(), delay(this.attempt));
      this.attempt += 1;
    });
  }

  fail(reason) {
    this.errors.set(reason, (this.errors.get(reason) ?? 0) + 1);
    if (this.firstReady && this.attempt >= 9) {
      this.firstReady.reject(new Error(`a socket was refused 10 times: ${reason}`));
      this.firstReady = null;
      this.stop();
    }
  }

  message(message) {
    if (message.kind === 'ready') {
      this.lastId = message.lastId;
      this.attempt = 0;
      this.live = true;
      if (this.firstReady) {
        this.firstReady.resolve(this);
        this.firstReady = null;
      } else this.backAt.push(Date.now());
    } else if (message.kind === 'reset') {
      this.lastId = message.lastId;
      this.resets += 1;
    } else if (message.kind === 'event') {
      this.lastId = message.id;
      if (!COUNTED.has(message.type)) return;
      if (this.seen.has(message.id)) this.duplicates += 1;
      this.seen.add(message.id);
      this.onEvent?.(message);
    }
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    this.socket?.terminate();
  }
}

/** Opens tabs `concurrency` at a time; `progress(count)` after each. Resolves when all are live. */
export async function openAll(tabs, concurrency, progress) {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tabs.length) {
      await tabs[next++].open();
      done += 1;
      progress?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tabs.length) }, worker));
}

/**
 * What the tabs show after a fault: how many hold a socket on each server, the reconnect times of those that
 * dropped (ms after `killedAt`), and the counted events each should have had (`expected`: ids by organisation
 * number) that it never received.
 */
export function summarise(tabs, { killedAt, expected }) {
  const perServer = {};
  const reconnectMs = [];
  let missed = 0;
  let duplicates = 0;
  let resets = 0;
  let drops = 0;
  let live = 0;
  const errors = {};
  /** The tabs not live, by what they wait for: a handshake (CONNECTING), a `ready` on an open socket, or a retry. */
  const waiting = {};
  for (const tab of tabs) {
    if (tab.live) {
      live += 1;
      perServer[tab.server] = (perServer[tab.server] ?? 0) + 1;
    } else if (!tab.stopped) {
      const state = ['handshake', 'ready', 'closing', 'retry'][tab.socket?.readyState ?? 3];
      waiting[state] = (waiting[state] ?? 0) + 1;
    }
    const back = killedAt ? tab.backAt.find((at) => at >= killedAt) : undefined;
    if (back !== undefined) reconnectMs.push(back - killedAt);
    for (const id of expected?.[tab.org] ?? []) if (!tab.seen.has(id)) missed += 1;
    duplicates += tab.duplicates;
    resets += tab.resets;
    drops += tab.drops;
    for (const [reason, count] of tab.errors) errors[reason] = (errors[reason] ?? 0) + count;
  }
  return { tabs: tabs.length, live, perServer, reconnectMs, missed, duplicates, resets, drops, errors, waiting };
}
