import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signIn } from '../test/auth.ts';
import { liveUrl, openLive, ready, refusedStatus } from '../test/live.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ liveHandshakesMax: 2 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await createUser(t.database.db, { role: 'ADMIN' });
  cookie = await signIn(t.app, user.email);
});

afterAll(async () => {
  await t?.close();
});

/** The status and Retry-After of a refused upgrade, through the listening server. */
function refusal(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin: new URL(url.replace(/^ws/, 'http')).origin, ...headers } });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] });
    });
    socket.once('error', reject);
  });
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}

describe('live upgrades past the concurrency limit', () => {
  it('are answered 503 with a Retry-After of 1–5 s, before the session is read, and admitted again once a slot is free', async () => {
    const admission = t.app.liveAdmission;
    // Two upgrades in flight (their session reads and catch-ups not done): the process is full.
    const held = [admission.tryAcquire(), admission.tryAcquire()];
    expect(held.every(Boolean)).toBe(true);
    const refusedBefore = admission.refused;
    const busy = await refusal(liveUrl(t.app), { cookie });
    expect(busy.status).toBe(503);
    expect(Number(busy.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(busy.retryAfter)).toBeLessThanOrEqual(5);
    // A forged cookie is refused the same way: no session was looked up for it (that would answer 401).
    expect((await refusal(liveUrl(t.app), { cookie: 'northstar.session_token=forged.c2lnbmF0dXJl' })).status).toBe(503);
    expect(admission.refused).toBe(refusedBefore + 2);
    // Other requests are not limited.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    held[0]!();
    held[0]!(); // a release is counted once
    expect(admission.inFlight).toBe(1);
    const client = await openLive(liveUrl(t.app), { cookie });
    await client.next(ready);
    // Live: its admission ended with the `ready`, though the socket stays open.
    expect(await until(() => admission.inFlight === 1)).toBe(true);
    await client.close();
    held[1]!();
  });

  it('ends the admission of an upgrade refused for another reason (no session)', async () => {
    const admission = t.app.liveAdmission;
    expect(admission.inFlight).toBe(0);
    expect(await refusedStatus(liveUrl(t.app), {})).toBe(401);
    expect(await until(() => admission.inFlight === 0)).toBe(true);
    // Two more at once still fit: nothing leaked.
    const clients = await Promise.all([openLive(liveUrl(t.app), { cookie }), openLive(liveUrl(t.app), { cookie })]);
    await Promise.all(clients.map((client) => client.next(ready)));
    expect(await until(() => admission.inFlight === 0)).toBe(true);
    await Promise.all(clients.map((client) => client.close()));
  });
});
