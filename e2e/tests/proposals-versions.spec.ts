import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signedInApi, signInBrowser, test, uniqueEmail } from '../fixtures';

// Issue #18: the proposal form takes decimals (point 19), a client's decision names the version on screen and a
// changed proposal is refused and shown anew (point 6), the lines are readable on a phone (point 24), and a client
// reads a subtitle written for them (point 25).
test.describe('proposal versions and the money input', () => {
  test('the line-item rate takes decimals and a cleared quantity takes a new one', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    const tag = uniqueEmail('money').split('@')[0]!;
    const title = `Decimals ${tag}`;
    await loginAs('AGENT');
    await page.goto('/dashboard/proposals');
    await page.getByRole('button', { name: 'Create Proposal' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Proposal' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('combobox', { name: 'Client' }).fill('Harbor');
    await page.getByRole('option', { name: 'Harbor & Pine Outfitters' }).click();

    // Located by their labels (nth line), so the same steps ran against the form before the fix.
    await dialog.getByRole('textbox', { name: 'Description' }).first().fill('Design (hours)');
    const quantity = dialog.getByRole('textbox', { name: 'Quantity' }).first();
    await quantity.fill('');
    await quantity.pressSequentially('3');
    await expect(quantity).toHaveValue('3');
    const rate = dialog.getByRole('textbox', { name: 'Rate' }).first();
    await rate.click();
    await rate.pressSequentially('12.75');
    await expect(rate).toHaveValue('$12.75');
    await expect(dialog).toContainText('Total: $38.25');

    await dialog.getByRole('button', { name: 'Add line' }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).nth(1).fill('Build');
    const secondRate = dialog.getByRole('textbox', { name: 'Rate' }).nth(1);
    await secondRate.pressSequentially('4200.50');
    await expect(secondRate).toHaveValue('$4,200.50');
    await expect(dialog).toContainText('Total: $4,238.75');
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await expect(dialog).toBeHidden();

    const agentApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.AGENT, password: DEMO_PASSWORD });
    const found = (await (await agentApi.get(`/api/proposals?q=${encodeURIComponent(tag)}`)).json()).items[0];
    const saved = await (await agentApi.get(`/api/proposals/${found.id}`)).json();
    expect(
      saved.items.map((item: { quantity: number; unitPriceCents: number }) => [item.quantity, item.unitPriceCents]),
    ).toEqual([
      [3, 1275],
      [1, 420_050],
    ]);
    expect(saved.totalCents).toBe(423_875);
    await agentApi.dispose();
  });

  test('a client approving a version changed after they opened it is refused and shown the new one; on a phone the lines stay readable', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const tag = uniqueEmail('version').split('@')[0]!;
    const title = `Versioned ${tag}`;
    const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
    const agentApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.AGENT, password: DEMO_PASSWORD });
    const me = await (await clientApi.get('/api/me')).json();
    const created = await agentApi.post('/api/proposals', {
      data: {
        title,
        clientId: me.clientId,
        terms: 'Net 30.',
        depositPercent: 30,
        items: [{ description: 'Website redesign, fixed price', quantity: 1, rate: 3000 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const proposal = await created.json();
    expect((await agentApi.post(`/api/proposals/${proposal.id}/send`)).status()).toBe(200);

    // The client reads it on a phone.
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    // The live channel can be held, so the refusal below does not depend on when the live update would arrive.
    let holdLive = false;
    const held: (() => void)[] = [];
    await page.routeWebSocket(/\/api\/live/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (holdLive) held.push(() => socket.send(message));
        else socket.send(message);
      });
    });
    await signInBrowser(page, baseURL!, 'CLIENT');
    await page.goto(`/dashboard/proposals?proposal=${proposal.id}`);
    const dialog = page.getByRole('dialog', { name: proposal.number });
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    // The line's rate and amount are on screen, not cut off past the 375 px edge (a table row before the fix).
    const line = dialog
      .getByRole('listitem')
      .or(dialog.getByRole('row'))
      .filter({ hasText: 'Website redesign, fixed price', visible: true });
    const amount = line.getByText('$3,000.00').last();
    await expect(amount).toBeVisible();
    const box = await amount.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expect(line).toContainText('1 × $3,000.00');
    const lines = dialog.getByRole('list', { name: 'Line items' });
    await page.screenshot({ path: test.info().outputPath('proposal-375.png') });

    // Meanwhile, before the change reaches the client's screen, the agent makes it ten times the price.
    holdLive = true;
    const edit = await agentApi.patch(`/api/proposals/${proposal.id}`, {
      data: { items: [{ description: 'Website redesign, fixed price', quantity: 1, rate: 30000 }], terms: 'Net 7.' },
    });
    expect(edit.status()).toBe(200);

    // The client signs the $3,000 they read: refused, and the dialog shows the new version.
    await dialog.getByLabel('Your full name').fill('Casey Client');
    await dialog.getByRole('checkbox', { name: new RegExp(`I accept proposal ${proposal.number}`) }).check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This proposal was changed after you opened it.');
    await expect(lines).toContainText('$30,000.00');
    await expect(dialog).toContainText('Net 7.');
    expect((await (await clientApi.get(`/api/proposals/${proposal.id}`)).json()).status).not.toBe('approved');
    holdLive = false;
    for (const send of held.splice(0)) send();

    // A change made while the client reads arrives live: the new terms show without a reload.
    const again = await agentApi.patch(`/api/proposals/${proposal.id}`, { data: { terms: 'Net 14.' } });
    expect(again.status()).toBe(200);
    await expect(dialog).toContainText('Net 14.');

    // The agreement does not carry over to the new version: ticked again, the approval is of $30,000.
    await expect(
      dialog.getByRole('checkbox', { name: new RegExp(`I accept proposal ${proposal.number}`) }),
    ).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: new RegExp(`I accept proposal ${proposal.number}`) }).check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('Approved and signed')).toBeVisible();
    const detail = await (await clientApi.get(`/api/proposals/${proposal.id}`)).json();
    expect(detail).toMatchObject({
      status: 'approved',
      totalCents: 3_000_000,
      depositInvoice: { totalCents: 900_000 },
    });

    // The client's Proposals page has a subtitle written for them, not for staff (point 25).
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Proposals from the agency for your organisation.', { exact: false })).toBeVisible();
    await context.close();
    await clientApi.dispose();
    await agentApi.dispose();
  });
});
