import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signedInApi, signInBrowser, test } from '../fixtures';

// Issue #9 point 2 (approvals in the thread): an agent asks the client to approve a deliverable in the project's
// thread; the client approves it from their own browser; the decision, who and when, shows in the thread and on
// the deliverable. The agent's open thread shows the decision live (messages.updated over the live channel), without
// a reload. Through the balancer (E2E_CLUSTER=N) the agent's browser talks to server 1 and the client's to server N:
// the message and the decision cross servers to arrive live.

const unique = () => randomBytes(3).toString('hex');

test('an agent asks for approval of a deliverable and the client approves it in the thread', async ({
  browser,
  baseURL,
  server,
}) => {
  // Two signed-in browsers on a shared 2-core machine: the journey gets the long timeout, like proposals'.
  test.slow();
  const agentApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.AGENT, password: DEMO_PASSWORD });
  const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  // A project both the demo agent and the demo client can see (the agent is on it, it is the client's organisation's).
  const threadsOf = async (api: typeof agentApi) =>
    ((await (await api.get('/api/messages/threads?limit=100')).json()) as { items: { projectId: string }[] }).items.map(
      (thread) => thread.projectId,
    );
  const clientProjects = await threadsOf(clientApi);
  const projectId = (await threadsOf(agentApi)).find((id) => clientProjects.includes(id));
  expect(projectId, 'a project shared by the demo agent and client').toBeTruthy();
  const title = `Approval homepage ${unique()}`;
  const created = await agentApi.post(`/api/projects/${projectId}/deliverables`, { data: { title } });
  expect(created.status(), await created.text()).toBe(201);
  const note = `Please review ${title}`;

  // The agent asks in the thread, from a browser on the first server.
  const agentURL = server.members[0]!;
  const clientURL = server.members.at(-1)!;
  const agentContext = await browser.newContext({ baseURL: agentURL });
  const page = await agentContext.newPage();
  await signInBrowser(page, agentURL, 'AGENT');
  await page.goto(`/dashboard/messages?project=${projectId}`);
  await page.getByRole('button', { name: 'Request approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request approval' });
  await dialog.getByRole('combobox', { name: 'Deliverable' }).click();
  await page.getByRole('option', { name: title }).click();
  await dialog.getByRole('textbox', { name: 'Message to the client' }).fill(note);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const agentCard = page.getByTestId('approval-card').filter({ hasText: note });
  await expect(agentCard).toContainText('Awaiting approval');
  await expect(agentCard.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The client approves from their own browser, on the last server.
  const clientContext = await browser.newContext({ baseURL: clientURL });
  const clientPage = await clientContext.newPage();
  await signInBrowser(clientPage, clientURL, 'CLIENT');
  await clientPage.goto(`/dashboard/messages?project=${projectId}`);
  const clientCard = clientPage.getByTestId('approval-card').filter({ hasText: note });
  await expect(clientCard).toContainText(`Deliverable: ${title}`);

  // A message the agent sends arrives in the client's open thread live.
  const hello = `Anything unclear in ${title}? Ask away.`;
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(hello);
  await composer.press('Enter');
  await expect(clientPage.getByTestId('message').filter({ hasText: hello })).toBeVisible();
  await clientCard.getByRole('button', { name: 'Approve' }).click();
  await expect(clientCard).toContainText('Approved by Sam Carter');
  await expect(clientCard.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The agent sees the decision in the thread live, without a reload, and then on the deliverable.
  await expect(agentCard).toContainText('Approved by Sam Carter');
  await page.getByRole('link', { name: 'Open project' }).click();
  await page.getByRole('tab', { name: 'Deliverables' }).click();
  const deliverable = page.getByTestId('deliverable').filter({ hasText: title });
  await expect(deliverable.getByTestId('deliverable-approval')).toContainText('Approved by Sam Carter');

  // Decided once: a second decision is refused and changes nothing.
  const thread = (await (await clientApi.get(`/api/projects/${projectId}/messages?limit=100`)).json()) as {
    items: { content: string; approval: { id: string } | null }[];
  };
  const approvalId = thread.items.find((item) => item.content === note)?.approval?.id;
  const again = await clientApi.post(`/api/approvals/${approvalId}/decision`, {
    data: { decision: 'changes-requested', comment: 'Changed my mind' },
  });
  expect(again.status()).toBe(409);

  await clientContext.close();
  await agentContext.close();
  await agentApi.dispose();
  await clientApi.dispose();
});
