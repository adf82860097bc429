import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';

// D22: an admin adds a webhook pointing at a local receiver, sees its signing secret once, triggers an event,
// reads the delivery (200) in the log and replays it. The server's worker sends in the background.
test('an admin adds a webhook, sees a signed delivery in the log and replays it', async ({
  page,
  loginAs,
  adminApi,
}) => {
  const received: { body: string; signature: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['x-agency-signature']),
      });
      response.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  try {
    await loginAs('ADMIN');
    await page.goto('/dashboard/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    await page.getByRole('article', { name: 'Webhooks' }).getByRole('button', { name: 'Connect' }).click();

    const form = page.getByRole('dialog', { name: 'Add a webhook' });
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await form.getByRole('checkbox', { name: 'Client added' }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText('it will not be shown again')).toBeVisible();
    const secret = (await form.getByLabel('Signing secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await form.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    const name = `Webhook Client ${Date.now()}`;
    const created = await adminApi.post('/api/clients', { data: { name, email: `hooks-${Date.now()}@example.com` } });
    expect(created.status(), await created.text()).toBe(201);

    const endpoints = page.getByRole('table', { name: 'Endpoints' });
    await endpoints
      .getByRole('row', { name: new RegExp(url) })
      .getByRole('button', { name: 'Deliveries' })
      .click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${url}` });
    const row = log.getByRole('row', { name: /client\.created/ });
    await expect(row).toContainText('Delivered', { timeout: 30_000 });
    await expect(row).toContainText('200');
    expect(received).toHaveLength(1);
    const [t, v1] = received[0]!.signature.split(',').map((part) => part.split('=')[1]);
    expect(createHmac('sha256', secret).update(`${t}.${received[0]!.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'client.created', data: { label: name } });

    await row.getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByText('The delivery will be sent again.')).toBeVisible();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    await expect(row.getByRole('cell').nth(4)).toHaveText('2', { timeout: 15_000 });
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
