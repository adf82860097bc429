// Issue #9: a browser that loses its network while changes happen shows the offline state, and once back gets every
// event it missed from the server, in order, over a socket that resumes after the last id it saw.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, HOME, signedInApi, test } from '../fixtures';

interface Frame {
  kind: string;
  id?: number;
  type?: string;
  payload?: { userId?: string; status?: string };
  lastId?: number;
}

test('a browser offline while its status changes elsewhere catches up in order when back', async ({
  page,
  context,
  baseURL,
  loginAs,
}) => {
  const sockets: { url: string; frames: Frame[] }[] = [];
  page.on('websocket', (socket) => {
    const entry = { url: socket.url(), frames: [] as Frame[] };
    sockets.push(entry);
    socket.on('framereceived', ({ payload }) => entry.frames.push(JSON.parse(String(payload)) as Frame));
  });

  await loginAs('AGENT');
  await page.goto(HOME.AGENT);
  const ownDot = page.getByRole('banner').locator('[data-presence]');
  await expect(ownDot).toHaveAttribute('data-presence', 'online');
  await expect.poll(() => sockets[0]?.frames.some((frame) => frame.kind === 'ready')).toBe(true);
  const userId = await page.evaluate(async () => (await (await fetch('/api/me')).json()).id ?? null);

  await context.setOffline(true);
  await expect(page.getByTestId('live-offline')).toBeVisible();

  // The same user on another device: busy, then away, while this browser is cut off. (With no socket left they
  // are offline to others, so each change is announced as "offline": the events, not their wording, are the point.)
  const device = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.AGENT, password: DEMO_PASSWORD });
  // The server learns of the cut when the socket's close reaches it, a moment after the browser does; its "offline"
  // announcement is the first event this browser must catch up on, so the changes wait until it is recorded.
  await expect
    .poll(async () => (await (await device.get('/api/me/presence')).json()).status, { timeout: 20_000 })
    .toBe('offline');
  for (const choice of ['busy', 'away'] as const) {
    const response = await device.put('/api/me/presence', { data: { choice } });
    expect(response.status(), await response.text()).toBe(200);
  }
  await expect(ownDot).toHaveAttribute('data-presence', 'online');

  await context.setOffline(false);
  await expect(page.getByTestId('live-offline')).toBeHidden();
  await expect(ownDot).toHaveAttribute('data-presence', 'away');

  // The socket after the cut resumed from the last id seen, and received both changes in their order.
  const first = sockets[0]!;
  const lastSeen = Math.max(
    ...first.frames.map((frame) => (frame.kind === 'event' ? frame.id! : frame.kind === 'ready' ? frame.lastId! : 0)),
  );
  // Attempts made while offline fail; the one that got through said it was caught up.
  const resumed = sockets.find(
    (socket) => socket.url.endsWith(`after=${lastSeen}`) && socket.frames.some((frame) => frame.kind === 'ready'),
  );
  expect(resumed, sockets.map((socket) => socket.url).join(', ')).toBeTruthy();
  // Everything that happened while offline (the disconnect, busy, away) was replayed before "ready", in order.
  const ready = resumed!.frames.findIndex((frame) => frame.kind === 'ready');
  const replayed = resumed!.frames
    .slice(0, ready)
    .filter((frame) => frame.kind === 'event' && frame.type === 'presence.updated' && frame.payload?.userId === userId);
  expect(replayed.length).toBeGreaterThanOrEqual(3);
  const ids = replayed.map((frame) => frame.id!);
  expect(ids.every((id) => id > lastSeen)).toBe(true);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));

  await device.put('/api/me/presence', { data: { choice: 'auto' } });
  await device.dispose();
});

test('a message sent between the page’s first reads and its socket still appears', async ({
  page,
  baseURL,
  adminApi,
  loginAs,
}) => {
  const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  const threads = (await (await clientApi.get('/api/messages/threads?limit=100')).json()) as {
    items: { projectId: string; lastMessageAt: string | null }[];
  };
  await clientApi.dispose();
  const projectId = threads.items.find((thread) => thread.lastMessageAt)!.projectId;
  await loginAs('CLIENT');
  // The socket is held back until the message has been sent, as on a slow phone where it opens after the screen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.routeWebSocket(/\/api\/live/, async (socket) => {
    await released;
    socket.connectToServer();
  });
  await page.goto(`/dashboard/messages?project=${projectId}`);
  await expect(page.getByTestId('message').first()).toBeVisible();
  const text = `Sent while the socket opened ${Date.now()}`;
  expect((await adminApi.post(`/api/projects/${projectId}/messages`, { data: { content: text } })).status()).toBe(201);
  release();
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
});
