import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signedInApi, test } from '../fixtures';

// Issue #18 point 21: the chat box erased what was typed right after Enter ("Follow-up…" became "-up…"), because it
// cleared itself when the send finished. It clears only what was sent: the send is held on the wire while the next
// words are typed, and they are still in the box when the first message lands.

test('text typed right after Enter stays in the box while the message is sent', async ({ page, baseURL, loginAs }) => {
  const agentApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.AGENT, password: DEMO_PASSWORD });
  const threads = (await (await agentApi.get('/api/messages/threads?limit=100')).json()) as {
    items: { projectId: string }[];
  };
  const projectId = threads.items[0]?.projectId;
  expect(projectId, 'a thread of the demo agent').toBeTruthy();
  const tag = randomBytes(3).toString('hex');
  const first = `Staging is ready ${tag}`;
  const next = `Follow-up question ${tag}`;

  // The first POST waits until the follow-up has been typed, so the test does not depend on the machine's speed.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/projects/${projectId}/messages`, async (route) => {
    if (route.request().method() === 'POST') await typed;
    await route.continue();
  });

  await loginAs('AGENT');
  await page.goto(`/dashboard/messages?project=${projectId}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(first);
  await composer.press('Enter');
  await composer.pressSequentially(next);
  release();
  await expect(page.getByTestId('message').filter({ hasText: first })).toBeVisible();
  await expect(composer).toHaveValue(next);

  // The follow-up goes too, and only it leaves the box.
  await page.unroute(`**/api/projects/${projectId}/messages`);
  await composer.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: next })).toBeVisible();
  await expect(composer).toHaveValue('');
  await agentApi.dispose();
});
