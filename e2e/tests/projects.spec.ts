import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createUser, expect, signedInApi, test } from '../fixtures';

// Issue #8 point 5: an admin puts an agent on a project with the team-member picker, and assignment is what
// opens the project to that agent (D5); a client follows their project's progress and the deliverables meant for
// them, without Edit and without the agency's internal ones.

const unique = () => randomBytes(3).toString('hex');

async function clientIdNamed(admin: APIRequestContext, name: RegExp): Promise<string> {
  const response = await admin.get('/api/clients');
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const client = items.find((item) => name.test(item.name));
  if (!client) throw new Error(`No client named ${name}`);
  return client.id;
}

async function createProject(admin: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await admin.post('/api/projects', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('an admin assigns an agent with the picker, and the agent then sees the project', async ({
  page,
  loginAs,
  adminApi,
  baseURL,
}) => {
  const agent = await createUser(adminApi, baseURL!, 'AGENT');
  const agentName = `${agent.firstName} ${agent.lastName}`;
  const name = `Picker launch ${unique()}`;
  const id = await createProject(adminApi, {
    name,
    clientId: await clientIdNamed(adminApi, /Harbor/),
    status: 'in-progress',
  });

  // Before assignment the project does not exist for the agent (D6: 404, existence not revealed).
  const agentApi = await signedInApi(baseURL!, agent);
  expect((await agentApi.get(`/api/projects/${id}`)).status()).toBe(404);

  await loginAs('ADMIN');
  await page.goto(`/dashboard/projects/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByText('No one is assigned to this project yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Manage team' }).click();

  const picker = page.getByRole('dialog', { name: 'Assign team members' });
  const save = picker.getByRole('button', { name: 'Save team' });
  await expect(save).toBeDisabled();
  await picker.getByRole('textbox', { name: 'Search by name, email or department' }).fill(agent.email);
  await picker.getByTestId('picker-person').filter({ hasText: agent.email }).click();
  await expect(picker.getByTestId('picker-counter')).toHaveText('1 selected');
  await save.click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('team-member').filter({ hasText: agentName })).toBeVisible();

  // The agent now finds it among their projects and opens it.
  expect((await agentApi.get(`/api/projects/${id}`)).status()).toBe(200);
  await agentApi.dispose();
  await page.context().clearCookies();
  await loginAs(agent);
  await page.goto('/dashboard/projects');
  const card = page.getByTestId('project-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: `View details of ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('a client sees progress and client-visible deliverables, no Edit and no internal deliverable', async ({
  page,
  loginAs,
  adminApi,
}) => {
  const tag = unique();
  const name = `Client view ${tag}`;
  const id = await createProject(adminApi, {
    name,
    clientId: await clientIdNamed(adminApi, /Harbor/),
    status: 'in-progress',
    budgetCents: 1_000_000,
    phase: 'Build',
  });
  for (const deliverable of [
    { title: `Homepage design ${tag}`, status: 'completed', clientVisible: true },
    { title: `Checkout build ${tag}`, status: 'in-progress', clientVisible: true },
    { title: `Internal QA ${tag}`, status: 'completed', clientVisible: false },
  ]) {
    const response = await adminApi.post(`/api/projects/${id}/deliverables`, { data: deliverable });
    expect(response.status(), await response.text()).toBe(201);
  }

  await loginAs('CLIENT');
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('button', { name: 'New Project' })).toHaveCount(0);
  const card = page.getByTestId('project-card').filter({ hasText: name });
  // 2 of the 3 deliverables are finished: 67% for everyone; the client counts the 2 meant for them, 1 done.
  await expect(card.getByText('67%')).toBeVisible();
  await expect(card.getByText('1/2 done')).toBeVisible();
  await expect(card.getByText('Build', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  await card.getByRole('link', { name: `View details of ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Deliverables' }).click();
  await expect(page.getByText(`Homepage design ${tag}`)).toBeVisible();
  await expect(page.getByText(`Checkout build ${tag}`)).toBeVisible();
  await expect(page.getByText(`Internal QA ${tag}`)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Tasks' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Expenses' })).toHaveCount(0);
});
