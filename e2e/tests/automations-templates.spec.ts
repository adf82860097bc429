import { expect, test } from '../fixtures';

// Issue #21 point 6 (D21): an admin edits and deletes their own process template in Automations › Templates; the
// built-in ones and an agent get no Edit or Delete. A failed workflow run shows in the run history with its badge.

test('an admin edits an own template and deletes it after confirming; built-in ones stay as they are', async ({
  page,
  loginAs,
  adminApi,
}) => {
  const name = `Launch checklist ${Date.now()}`;
  const created = await adminApi.post('/api/templates', {
    data: {
      name,
      category: 'project',
      steps: [
        { title: 'Brief', durationDays: 2 },
        { title: 'Build', durationDays: 5, dependsOn: [0] },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;

  await loginAs('ADMIN');
  await page.goto('/dashboard/automations');
  await page.getByRole('tab', { name: /Templates/ }).click();
  const builtIn = page.getByRole('article', { name: 'Web design process' });
  await expect(builtIn.getByRole('button', { name: 'Use Template' })).toBeVisible();
  await expect(builtIn.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(builtIn.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('article', { name }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(form.getByRole('textbox', { name: 'Step 2' })).toHaveValue('Build');
  const renamed = `${name} v2`;
  await form.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await form.getByRole('textbox', { name: 'Days' }).first().fill('4');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Template ${renamed} saved.`)).toBeVisible();
  const card = page.getByRole('article', { name: renamed });
  await expect(card).toContainText('Brief · 4 days');
  const stored = (await (await adminApi.get('/api/templates')).json()).items.find(
    (item: { id: string }) => item.id === id,
  );
  expect(stored).toMatchObject({ name: renamed, steps: [{ durationDays: 4 }, { dependsOn: [0] }] });

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByText(`Template ${renamed} deleted.`)).toBeVisible();
  await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
  const left = (await (await adminApi.get('/api/templates')).json()).items.map((item: { id: string }) => item.id);
  expect(left).not.toContain(id);
});

test('an agent uses templates but neither edits nor deletes them', async ({ page, loginAs, adminApi }) => {
  const name = `Agent view ${Date.now()}`;
  const created = await adminApi.post('/api/templates', {
    data: { name, category: 'sales', steps: [{ title: 'Call', durationDays: 1 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  await loginAs('AGENT');
  await page.goto('/dashboard/automations');
  await page.getByRole('tab', { name: /Templates/ }).click();
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('button', { name: 'Use Template' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Template' })).toHaveCount(0);
});

// The run history as the server sends it (a failed run can only come from a job the database refused, which a
// journey cannot provoke; workflows.test.ts proves the server records it): the badge and the words are the screen's.
test('a failed run shows in the run history with a Failed badge and its error', async ({ page, loginAs }) => {
  await page.route('**/api/workflow-runs?*', (route) =>
    route.fulfill({
      json: {
        items: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            workflowKey: 'milestone-notifications',
            trigger: 'deliverable.completed',
            status: 'failed',
            subjectType: 'deliverable',
            subjectId: '00000000-0000-4000-8000-000000000002',
            steps: [],
            error: 'The run stopped on an unexpected error. It will be tried again.',
            startedAt: '2026-11-30T10:00:00.000Z',
            finishedAt: '2026-11-30T10:00:00.000Z',
          },
        ],
        nextCursor: null,
      },
    }),
  );
  await loginAs('ADMIN');
  await page.goto('/dashboard/automations');
  const card = page.getByRole('article', { name: 'Project milestone notifications' });
  await card.getByRole('button', { name: 'Run history' }).click();
  await expect(card.getByText('Failed', { exact: true })).toBeVisible();
  await expect(card.getByText('The run stopped on an unexpected error. It will be tried again.')).toBeVisible();
});
