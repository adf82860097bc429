import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signedInApi, signInBrowser, test } from '../fixtures';

// Issue #9 point 2 (internal notes): the agency writes a note on a project's thread that the client never
// receives. The agent sees it, marked; the client's browser shows the messages around it and never the note.

const unique = () => randomBytes(3).toString('hex');

test('an internal note never appears in the client’s browser', async ({ page, browser, baseURL, loginAs }) => {
  const agentApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.AGENT, password: DEMO_PASSWORD });
  const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  const threadsOf = async (api: typeof agentApi) =>
    ((await (await api.get('/api/messages/threads?limit=100')).json()) as { items: { projectId: string }[] }).items.map(
      (thread) => thread.projectId,
    );
  const clientProjects = await threadsOf(clientApi);
  const projectId = (await threadsOf(agentApi)).find((id) => clientProjects.includes(id));
  expect(projectId, 'a project shared by the demo agent and client').toBeTruthy();
  const note = `Internal margin check ${unique()}`;
  const message = `Staging is updated ${unique()}`;

  await loginAs('AGENT');
  await page.goto(`/dashboard/messages?project=${projectId}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await page.getByRole('switch', { name: 'Internal note' }).check();
  await composer.fill(note);
  await composer.press('Enter');
  const sentNote = page.getByTestId('message').filter({ hasText: note });
  await expect(sentNote).toContainText('Internal note');
  await expect(composer).toHaveValue('');
  await page.getByRole('switch', { name: 'Internal note' }).uncheck();
  await composer.fill(message);
  await composer.press('Enter');
  const sent = page.getByTestId('message').filter({ hasText: message });
  await expect(sent).toBeVisible();
  // Within the edit window the sender may correct it; everyone then sees the new text, marked edited.
  const edited = `${message} (v2)`;
  await sent.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit message' });
  await editor.fill(edited);
  await editor.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: edited })).toContainText('(edited)');

  const clientContext = await browser.newContext({ baseURL });
  const clientPage = await clientContext.newPage();
  await signInBrowser(clientPage, baseURL!, 'CLIENT');
  await clientPage.goto(`/dashboard/messages?project=${projectId}`);
  // The message sent after the note is there, so the thread has loaded past the note's place.
  await expect(clientPage.getByTestId('message').filter({ hasText: edited })).toContainText('(edited)');
  await expect(clientPage.getByText(note)).toHaveCount(0);
  await expect(clientPage.getByText('Internal note')).toHaveCount(0);
  await expect(clientPage.getByRole('switch', { name: 'Internal note' })).toHaveCount(0);
  // Nor on the project page's Messages tab, nor among the client's notifications.
  await clientPage.goto(`/dashboard/projects/${projectId}`);
  await clientPage.getByRole('tab', { name: 'Messages' }).click();
  await expect(clientPage.getByTestId('message').filter({ hasText: message })).toBeVisible();
  await expect(clientPage.getByText(note)).toHaveCount(0);
  await clientPage.goto('/dashboard/notifications');
  await expect(clientPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(clientPage.getByText(note)).toHaveCount(0);

  await clientContext.close();
  await agentApi.dispose();
  await clientApi.dispose();
});
