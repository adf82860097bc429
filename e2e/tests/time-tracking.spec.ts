import { randomBytes } from 'node:crypto';
import { createUser, expect, signedInApi, test } from '../fixtures';

// Issue #20 point 1: an agent times their work from the header (the timer survives a reload: it lives on the server),
// stops it, logs more time by hand and submits the week; an admin approves it from the approvals list. A fresh agent
// on a fresh project, so the demo's weeks stay as seeded.

test('an agent times work across a reload, logs time, submits the week, and the admin approves it', async ({
  page,
  loginAs,
  adminApi,
  baseURL,
}) => {
  const agent = await createUser(adminApi, baseURL!, 'AGENT');
  const agentName = `${agent.firstName} ${agent.lastName}`;
  const agentApi = await signedInApi(baseURL!, agent);
  const me = (await (await agentApi.get('/api/me')).json()) as { id: string };
  const clients = (await (await adminApi.get('/api/clients')).json()) as { items: { id: string }[] };
  const projectName = `Timed build ${randomBytes(3).toString('hex')}`;
  const created = await adminApi.post('/api/projects', {
    data: { name: projectName, clientId: clients.items[0]!.id, status: 'in-progress' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const team = await adminApi.put(`/api/projects/${projectId}/team`, { data: { memberIds: [me.id] } });
  expect(team.status(), await team.text()).toBe(200);

  await loginAs(agent);
  await page.goto('/dashboard/time');
  await expect(page.getByRole('heading', { name: 'Time', level: 1 })).toBeVisible();

  // Start the timer from the header.
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: projectName }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Checkout flow');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const running = page.getByRole('button', { name: `Stop the timer on ${projectName}` });
  await expect(running).toBeVisible();
  await expect(running).toHaveText(/^0:00:\d\d$/);

  // A reload asks the server: the timer is still running.
  await page.reload();
  await expect(running).toBeVisible();
  await expect(page.getByTestId('time-entry').filter({ hasText: 'Running' })).toBeVisible();

  await running.click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  // Whole minutes, at least one: a few seconds of work count as 0:01 (more on a very slow machine).
  const timed = (await (await agentApi.get('/api/time/week')).json()) as { totalMinutes: number };
  expect(timed.totalMinutes).toBeGreaterThanOrEqual(1);
  const total = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  await expect(page.getByTestId('week-total')).toHaveText(total(timed.totalMinutes));

  // A manual entry: 2 h 30 min, billable.
  await page.getByRole('button', { name: 'Log time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log time' });
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: projectName }).click();
  await dialog.getByRole('textbox', { name: 'Hours' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Minutes' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Payment provider spike');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('week-total')).toHaveText(total(timed.totalMinutes + 150));

  await page.getByRole('button', { name: 'Submit week' }).click();
  await expect(page.getByTestId('week-status')).toHaveText('Submitted');
  await expect(page.getByRole('button', { name: 'Log time' })).toBeDisabled();

  // The admin approves it from the approvals list.
  await loginAs('ADMIN');
  await page.goto('/dashboard/time?tab=approvals');
  const row = page.getByTestId('submitted-week').filter({ hasText: agentName });
  await expect(row).toContainText(total(timed.totalMinutes + 150));
  await row.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(row).toBeHidden();

  const week = (await (await agentApi.get('/api/time/week')).json()) as { status: string; totalMinutes: number };
  expect(week).toMatchObject({ status: 'approved', totalMinutes: timed.totalMinutes + 150 });
  await agentApi.dispose();
});
