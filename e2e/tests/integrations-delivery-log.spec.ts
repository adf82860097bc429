import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';

// Issue #21 point 7: the delivery log shows the newest 50 deliveries; Load more reads the next page by cursor, so
// the 51st (the oldest) becomes visible. The deliveries are real: 51 messages in a thread of the spec's own project.
test('the delivery log pages: Load more shows the 51st delivery', async ({ page, loginAs, adminApi }) => {
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end('ok'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/log-${Date.now()}`;

  try {
    const stamp = Date.now();
    const client = await adminApi.post('/api/clients', {
      data: { name: `Delivery Log Co ${stamp}`, email: `log-${stamp}@example.com` },
    });
    expect(client.status(), await client.text()).toBe(201);
    const project = await adminApi.post('/api/projects', {
      data: { name: `Delivery log ${stamp}`, clientId: (await client.json()).id },
    });
    expect(project.status(), await project.text()).toBe(201);
    const projectId = (await project.json()).id as string;
    const hook = await adminApi.post('/api/webhooks', { data: { url, events: ['message.created'] } });
    expect(hook.status(), await hook.text()).toBe(201);
    for (let n = 1; n <= 51; n++) {
      const sent = await adminApi.post(`/api/projects/${projectId}/messages`, { data: { content: `Update ${n}` } });
      expect(sent.status(), await sent.text()).toBe(201);
    }

    await loginAs('ADMIN');
    await page.goto('/dashboard/integrations');
    await page
      .getByRole('table', { name: 'Endpoints' })
      .getByRole('row', { name: new RegExp(url) })
      .getByRole('button', { name: 'Deliveries' })
      .click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${url}` });
    const deliveries = log.getByRole('row', { name: /message\.created/ });
    await expect(deliveries).toHaveCount(50);
    const more = log.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect(deliveries).toHaveCount(51);
    await expect(more).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
