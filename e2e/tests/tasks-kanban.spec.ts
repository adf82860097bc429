import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '../fixtures';

// Issue #8 point 6: the agent opens a project's tasks, creates tasks, drags one across the Kanban, reloads and
// finds it where it was dropped. Clients get 001 §6's message, and the API refuses them too.

async function projectId(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/tasks/projects');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const project = items.find((item) => item.name === name);
  expect(project, `the agent sees ${name}`).toBeTruthy();
  return project!.id;
}

async function createTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task Created', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Your new task has been successfully created.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an agent creates tasks in a project and drags one across the Kanban; it stays there after a reload', async ({
  page,
  loginAs,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const first = `Kanban card ${suffix}`;
  const second = `Second card ${suffix}`;
  await loginAs('AGENT');
  const id = await projectId(page, 'E-commerce Replatform');
  await page.goto(`/dashboard/tasks?project=${id}&view=kanban`);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  // The project link preselects the project filter.
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue('E-commerce Replatform');

  await createTask(page, first);
  await createTask(page, second);

  const todo = page.getByTestId('kanban-column-todo');
  const review = page.getByTestId('kanban-column-review');
  const card = page.getByTestId('kanban-card').filter({ hasText: first });
  await expect(todo.getByTestId('kanban-card').filter({ hasText: first })).toBeVisible();
  // The created task was filed under the preselected project.
  await expect(card).toContainText('E-commerce Replatform');

  const moved = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'POST');
  const from = (await card.boundingBox())!;
  const to = (await review.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 30, { steps: 20 });
  await page.mouse.up();
  expect((await moved).status()).toBe(200);
  await expect(review.getByTestId('kanban-card').filter({ hasText: first })).toBeVisible();

  await page.reload();
  await expect(
    page.getByTestId('kanban-column-review').getByTestId('kanban-card').filter({ hasText: first }),
  ).toBeVisible();
  await expect(
    page.getByTestId('kanban-column-todo').getByTestId('kanban-card').filter({ hasText: second }),
  ).toBeVisible();
  await expect(
    page.getByTestId('kanban-column-todo').getByTestId('kanban-card').filter({ hasText: first }),
  ).toHaveCount(0);

  // The List view shows the same task, now In Review, and the drawer opens from its title.
  await page
    .locator('label')
    .filter({ hasText: /^List$/ })
    .click();
  await expect(page).not.toHaveURL(/view=kanban/);
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(first);
  const listed = page.getByTestId('task-card').filter({ hasText: first });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Review');
  await listed.getByRole('button', { name: first, exact: true }).click();
  await expect(page).toHaveURL(/[?&]task=/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: first })).toBeVisible();
});

test('a client gets the tasks message and the API refuses them', async ({ page, loginAs }) => {
  await loginAs('CLIENT');
  await page.goto('/dashboard/tasks');
  await expect(page.getByText('Task management is not available to client users.')).toBeVisible();
  expect((await page.request.get('/api/tasks')).status()).toBe(403);
});
