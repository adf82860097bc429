import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, type Locator, signedInApi, test } from '../fixtures';

// Issue #18 point 22: new-message toasts appeared for the thread being read, covered Send and Attach, and raised the
// bell for messages already on screen. Now the open, visible thread is read as messages arrive (no toast, no bell),
// another thread's message is toasted, and the toasts stay clear of the composer, at 1280 and at 375 px.

const unread = async (api: APIRequestContext) =>
  ((await (await api.get('/api/notifications/unread-count')).json()) as { unread: number }).unread;

async function clearOf(toast: Locator, ...controls: Locator[]) {
  const a = (await toast.boundingBox())!;
  for (const control of controls) {
    const b = (await control.boundingBox())!;
    const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart, `a toast covers ${await control.getAttribute('aria-label')}`).toBe(true);
  }
}

test('the open thread raises neither a toast nor the bell; another thread’s toast keeps clear of the composer', async ({
  page,
  baseURL,
  adminApi,
  loginAs,
}) => {
  const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  const threads = (await (await clientApi.get('/api/messages/threads?limit=100')).json()) as {
    items: { projectId: string; lastMessageAt: string | null }[];
  };
  // Threads with messages: another journey on this worker may have just made an empty project for the demo client,
  // and opening an empty thread has nothing to read.
  const [open, other] = threads.items.filter((thread) => thread.lastMessageAt).map((thread) => thread.projectId);
  expect(other, 'two threads of the demo client').toBeTruthy();
  const say = async (projectId: string, text: string) =>
    expect((await adminApi.post(`/api/projects/${projectId}/messages`, { data: { content: text } })).status()).toBe(
      201,
    );
  const tag = () => randomBytes(3).toString('hex');

  await loginAs('CLIENT');
  // Opening the thread reads it (and its earlier notifications): the bell is counted from there.
  const opened = page.waitForResponse((response) => response.url().endsWith(`/api/projects/${open}/messages/read`));
  await page.goto(`/dashboard/messages?project=${open}`);
  await opened;
  const composer = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  const attach = page.getByRole('button', { name: 'Attach a file' });
  await expect(composer).toBeVisible();
  const before = await unread(clientApi);

  // A message in the thread on screen: shown, read at once, no toast, the bell where it was.
  const here = `Right here ${tag()}`;
  await say(open!, here);
  await expect(page.getByTestId('message').filter({ hasText: here })).toBeVisible();
  await expect.poll(() => unread(clientApi)).toBe(before);

  // A message in another thread is toasted, away from Send and Attach.
  const elsewhere = `Elsewhere ${tag()}`;
  await say(other!, elsewhere);
  const toast = page.getByRole('status').filter({ hasText: elsewhere });
  await expect(toast).toBeVisible();
  await clearOf(toast, send, attach, composer);
  await expect(page.getByRole('status').filter({ hasText: here })).toHaveCount(0);

  // On a phone too.
  await page.setViewportSize({ width: 375, height: 740 });
  const phone = `On the phone ${tag()}`;
  await say(other!, phone);
  const small = page.getByRole('status').filter({ hasText: phone });
  await expect(small).toBeVisible();
  await clearOf(small, send, attach, composer);
  await clientApi.dispose();
});
