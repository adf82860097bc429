import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures';

// The task drawer's two small forms (issue #18: forms through useSchemaForm): Add stays disabled until there is a
// subtask title, a subtask and a comment are saved and shown, and each box is emptied for the next one.

test('an admin adds a subtask and a comment in the task drawer', async ({ page, loginAs, adminApi }) => {
  const suffix = randomBytes(3).toString('hex');
  await loginAs('ADMIN');
  const created = await adminApi.post('/api/tasks', { data: { title: `Drawer ${suffix}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/dashboard/tasks?task=${id}`);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await page.getByRole('textbox', { name: 'New subtask' }).fill(`Sub ${suffix}`);
  await add.click();
  await expect(page.getByRole('checkbox', { name: `Sub ${suffix}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New subtask' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Write a comment' }).fill(`Note ${suffix}`);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  // The box empties once the comment is saved (until then its own text would match too).
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  await expect(page.getByRole('paragraph').filter({ hasText: `Note ${suffix}` })).toBeVisible();
});

// Each card's menu mounts on first use (issue #19: 25 closed menus were a fifth of the screen's first render): a click
// on the placeholder opens it at once, and its actions work as before.
test("a task card's menu opens on the first click and marks the task complete", async ({ page, loginAs, adminApi }) => {
  const suffix = randomBytes(3).toString('hex');
  await loginAs('ADMIN');
  const title = `Card menu ${suffix}`;
  expect((await adminApi.post('/api/tasks', { data: { title } })).status()).toBe(201);
  await page.goto(`/dashboard/tasks?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('task-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Task actions: ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Task marked complete')).toBeVisible();
  await expect(card).toContainText('Completed');
});
