import type { LiveServerMessage } from '@agency/shared/live';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { LiveEventInput } from '../realtime/publish.ts';

/** An event of a type no registry names (markers, probes): delivered by its address alone (realtime/audience.ts). */
export function testEvent(event: Omit<LiveEventInput, 'type'> & { type: string }): LiveEventInput {
  return event as LiveEventInput;
}

/** A WebSocket client as a browser would open it: the session cookie and an Origin. */
export interface LiveClient {
  socket: WebSocket;
  messages: LiveServerMessage[];
  /** Event types received so far, in order. */
  types(): string[];
  /** Resolves with the first message (received already or later) that matches. */
  next(match: (message: LiveServerMessage) => boolean, timeoutMs?: number): Promise<LiveServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function liveUrl(app: FastifyInstance, query = ''): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/api/live${query}`;
}

export function openLive(
  url: string,
  { cookie, origin }: { cookie?: string; origin?: string | null },
): Promise<LiveClient> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin !== null) headers.origin = origin ?? new URL(url.replace(/^ws/, 'http')).origin;
  const socket = new WebSocket(url, { headers });
  const messages: LiveServerMessage[] = [];
  const waiters: { match: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const client: LiveClient = {
    socket,
    messages,
    types: () => messages.flatMap((m) => (m.kind === 'event' ? [m.type] : [])),
    next(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching live message in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(Object.assign(new Error(`refused: ${response.statusCode}`), { statusCode: response.statusCode }));
    });
    socket.once('error', reject);
  });
}

/** The HTTP status of a refused upgrade. */
export async function refusedStatus(url: string, options: { cookie?: string; origin?: string | null }) {
  try {
    const client = await openLive(url, options);
    await client.close();
    return 101;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? 0;
  }
}

export const ready = (message: LiveServerMessage) => message.kind === 'ready';
export const eventOf = (type: string) => (message: LiveServerMessage) =>
  message.kind === 'event' && message.type === type;
