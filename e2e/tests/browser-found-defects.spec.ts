import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createUser, expect, type Page, signedInApi, test } from '../fixtures';

// Issue #18, defects found in the browser (fixed and covered by API tests), each as the user meets it: point 23 (a
// notification in its recipient's language and number format), 25b (the tasks' Project Analytics has a Review
// column and its columns add up to the total) and 25c (a deliverable sent back with "changes requested" is no longer
// "Completed").

const unique = () => randomBytes(3).toString('hex');
const today = () => new Date().toISOString().slice(0, 10);

/** A fresh client user (the admin invites them into a client organisation) and that organisation's id. */
async function freshClient(adminApi: APIRequestContext, baseURL: string) {
  const client = await createUser(adminApi, baseURL, 'CLIENT');
  const api = await signedInApi(baseURL, client);
  const me = (await (await api.get('/api/me')).json()) as { clientId: string | null };
  expect(me.clientId, 'an invited client belongs to an organisation').toBeTruthy();
  return { client, api, clientId: me.clientId! };
}

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

async function createProject(adminApi: APIRequestContext, name: string, clientId: string): Promise<string> {
  return (
    await created<{ id: string }>(
      await adminApi.post('/api/projects', { data: { name, clientId, status: 'in-progress' } }),
    )
  ).id;
}

test('a German client reads a payment notification in German, with a German amount, in the bell and the list (#18 point 23)', async ({
  page,
  adminApi,
  baseURL,
  loginAs,
}) => {
  const { client, api, clientId } = await freshClient(adminApi, baseURL!);
  const chosen = await api.patch('/api/me/preferences', { data: { language: 'de' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await api.dispose();

  const invoice = await created<{ id: string; number: string }>(
    await adminApi.post('/api/invoices', {
      data: {
        clientId,
        description: `Language check ${unique()}`,
        items: [{ description: 'Design sprint', quantity: 1, rate: 5000 }],
      },
    }),
  );
  const sent = await adminApi.post(`/api/invoices/${invoice.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  await created(
    await adminApi.post(`/api/invoices/${invoice.id}/payments`, {
      data: { amountCents: 123_456, method: 'bank_transfer', paidOn: today() },
    }),
  );

  // German writes 1.234,56 with the sign after a no-break space (formatCents for 'de'); English would be $1,234.56.
  const amount = '1.234,56\u00a0$';
  const title = `Zahlung von ${amount} für Rechnung ${invoice.number} eingegangen`;
  const message = `Ein Betrag von ${amount} wurde auf Rechnung ${invoice.number} verbucht.`;

  await loginAs(client);
  await page.goto('/dashboard');
  // The portal itself speaks German for this user: the bell's name says so.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ })
    .click({ timeout: 45_000 });
  const popover = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  const row = popover.getByRole('button').filter({ hasText: invoice.number }).filter({ hasText: 'Zahlung' });
  await expect(row).toContainText(title);
  await expect(row).toContainText(message);
  await expect(row).not.toContainText('$1,234.56');

  await popover.getByRole('link', { name: 'Alle Benachrichtigungen anzeigen' }).click();
  await expect(page).toHaveURL('/dashboard/notifications');
  const item = page.getByTestId('notification').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(message);
  await expect(page.getByTestId('notification').filter({ hasText: '$1,234.56' })).toHaveCount(0);
});

/** A figure of the Project Analytics modal: its label's card. */
const figure = (page: Page, label: string) =>
  page.getByRole('dialog', { name: 'Project Analytics' }).getByText(label, { exact: true }).locator('xpath=..');

test('Project Analytics counts Review tasks in their own column and the columns add up to the total (#18 point 25b)', async ({
  page,
  adminApi,
  loginAs,
}) => {
  const clients = (await (await adminApi.get('/api/clients')).json()) as { items: { id: string }[] };
  const name = `Analytics columns ${unique()}`;
  const projectId = await createProject(adminApi, name, clients.items[0]!.id);
  // One To Do, two In Progress, three in Review, four Completed: every count differs, so each column is checkable.
  const plan = { todo: 1, 'in-progress': 2, review: 3, done: 4 } as const;
  for (const [status, count] of Object.entries(plan)) {
    for (let n = 1; n <= count; n++) {
      const task = await created<{ id: string }>(
        await adminApi.post('/api/tasks', { data: { title: `${status} ${n} ${name}`, projectId } }),
      );
      if (status === 'todo') continue;
      const moved = await adminApi.patch(`/api/tasks/${task.id}`, { data: { status } });
      expect(moved.status(), await moved.text()).toBe(200);
    }
  }

  await loginAs('ADMIN');
  await page.goto(`/dashboard/tasks?project=${projectId}`);
  await page.getByRole('button', { name: 'Analytics', exact: true }).click({ timeout: 45_000 });
  const dialog = page.getByRole('dialog', { name: 'Project Analytics' });
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue(name);

  const expected = { 'Total Tasks': 10, Completed: 4, 'In Progress': 2, Review: 3, 'To Do': 1 };
  for (const [label, value] of Object.entries(expected)) {
    await expect(figure(page, label)).toHaveText(`${label}${value}`);
  }
  // What the user would add up: the four columns make the total.
  const shown = async (label: string) => Number((await figure(page, label).textContent())!.slice(label.length));
  const columns = await Promise.all(['Completed', 'In Progress', 'Review', 'To Do'].map(shown));
  expect(columns.reduce((sum, n) => sum + n, 0)).toBe(await shown('Total Tasks'));
});

test('a deliverable the client sends back with "changes requested" is no longer shown as Completed (#18 point 25c)', async ({
  page,
  adminApi,
  baseURL,
  loginAs,
}) => {
  const { client, api, clientId } = await freshClient(adminApi, baseURL!);
  await api.dispose();
  const name = `Approval brochure ${unique()}`;
  const title = `Homepage design ${unique()}`;
  const projectId = await createProject(adminApi, name, clientId);
  const deliverable = await created<{ id: string }>(
    await adminApi.post(`/api/projects/${projectId}/deliverables`, { data: { title, status: 'completed' } }),
  );
  const note = `Ready for your review: ${title}`;
  await created(
    await adminApi.post(`/api/projects/${projectId}/approvals`, { data: { deliverableId: deliverable.id, note } }),
  );

  // The client asks for changes in the project's thread.
  await loginAs(client);
  await page.goto(`/dashboard/messages?project=${projectId}`);
  const card = page.getByTestId('approval-card').filter({ hasText: note });
  await card.getByRole('button', { name: 'Request changes' }).click({ timeout: 45_000 });
  await card.getByRole('textbox', { name: 'What should change?' }).fill('A bigger logo, please');
  await card.getByRole('button', { name: 'Send request for changes' }).click();
  await expect(card).toContainText('Changes requested');

  // On the project's deliverables: the request for changes, and the work reopened, never "Completed" beside it.
  await page.goto(`/dashboard/projects/${projectId}`);
  await page.getByRole('tab', { name: 'Deliverables' }).click();
  const shown = page.getByTestId('deliverable').filter({ hasText: title });
  await expect(shown.getByTestId('deliverable-approval')).toContainText(
    `Changes requested by ${client.firstName} ${client.lastName}`,
  );
  await expect(shown).toContainText('In Progress');
  await expect(shown).not.toContainText('Completed');
});
