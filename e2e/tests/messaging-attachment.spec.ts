import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signedInApi, signInBrowser, test } from '../fixtures';

// Issue #9, 001 §2 project chat "file attach": an agent attaches a file in a project's thread (uploaded to the
// project, then sent as a message of type file); the client of the project's organisation, elsewhere in the portal,
// sees the sidebar's Messages badge move live, opens the thread, sees the file and downloads it byte-identical. A
// refused file shows the server's message and sends nothing.

test('an agent attaches a file in the thread and the client downloads it byte-identical', async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  test.slow();
  const agentApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.AGENT, password: DEMO_PASSWORD });
  const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  const threadsOf = async (api: typeof agentApi) =>
    ((await (await api.get('/api/messages/threads?limit=100')).json()) as { items: { projectId: string }[] }).items.map(
      (thread) => thread.projectId,
    );
  const clientProjects = await threadsOf(clientApi);
  const projectId = (await threadsOf(agentApi)).find((id) => clientProjects.includes(id));
  expect(projectId, 'a project shared by the demo agent and client').toBeTruthy();
  const tag = randomBytes(3).toString('hex');
  const name = `site-notes-${tag}.txt`;
  const bytes = Buffer.from(`Launch checklist ${tag}\n${randomBytes(48).toString('hex')}\n`, 'utf8');

  // The client is elsewhere in the portal, with the thread read up to now (so the badge counts from what follows).
  const clientContext = await browser.newContext({ baseURL });
  const clientPage = await clientContext.newPage();
  await signInBrowser(clientPage, baseURL!, 'CLIENT');
  const before = (await (await clientApi.get('/api/shell/badges')).json()) as { messages?: number };
  await clientPage.goto('/dashboard/settings');
  await expect(clientPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible({ timeout: 45_000 });

  // The agent attaches the file from the composer's paperclip.
  await loginAs('AGENT');
  await page.goto(`/dashboard/messages?project=${projectId}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: bytes });
  const agentMessage = page.getByTestId('message').filter({ hasText: name });
  await expect(agentMessage.getByRole('link', { name: `Download ${name}` })).toBeVisible();
  await expect(page.getByTestId('attach-progress')).toHaveCount(0);

  // The client's sidebar badge moves live (messages.created invalidates the shell's badges), no reload.
  const expected = (before.messages ?? 0) + 1;
  await expect(clientPage.getByTestId('badge-messages')).toHaveText(expected > 99 ? '99+' : String(expected));

  // The client opens the thread, sees the file with its size, and downloads the same bytes.
  await clientPage.goto(`/dashboard/messages?project=${projectId}`);
  const clientMessage = clientPage.getByTestId('message').filter({ hasText: name });
  await expect(clientMessage).toContainText(`${bytes.length} B`);
  const download = clientPage.waitForEvent('download');
  await clientMessage.getByRole('link', { name: `Download ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  expect((await readFile((await file.path())!)).equals(bytes)).toBe(true);

  // A refused file: the server's message, and nothing sent.
  const refused = `page-${tag}.html`;
  const chooserAgain = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooserAgain).setFiles({
    name: refused,
    mimeType: 'text/html',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  });
  await expect(
    page.getByText('This type of file cannot be uploaded. Executables, scripts and web pages are not accepted.'),
  ).toBeVisible();
  await expect(page.getByTestId('message').filter({ hasText: refused })).toHaveCount(0);

  await clientContext.close();
  await agentApi.dispose();
  await clientApi.dispose();
});
