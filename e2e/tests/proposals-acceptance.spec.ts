import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signedInApi, signInBrowser, test, uniqueEmail } from '../fixtures';

// Proposals with a signed acceptance (issue #10): the agent sends, the client's first open marks it viewed (the
// agent's open proposal shows it live, without a reload), the client signs with their name, and the
// approval issues the 50% deposit invoice (asserted through the API until the Billing workspace lists invoices).
test.describe('proposals', () => {
  test('an agent sends a proposal, the client opens it, signs it, and the deposit invoice is issued', async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    // Two signed-in browsers and a PDF on a shared 2-core machine: the journey gets the long timeout.
    test.slow();
    const tag = uniqueEmail('proposal').split('@')[0]!;
    const title = `Loyalty app ${tag}`;
    const clientApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
    const agentApi = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.AGENT, password: DEMO_PASSWORD });
    const me = await (await clientApi.get('/api/me')).json();
    const created = await agentApi.post('/api/proposals', {
      data: {
        title,
        clientId: me.clientId,
        description: 'A loyalty programme inside the existing app.',
        terms: '50% deposit on approval, balance on launch. Net 30.',
        items: [
          { description: 'Design sprint', quantity: 1, rate: 3000 },
          { description: 'Development (hours)', quantity: 40, rate: 150 },
        ],
        // The browser's figure is never trusted: the total is the lines' sum, $9,000.00.
        amount: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const proposal = await created.json();
    expect(proposal.totalCents).toBe(900_000);

    // The agent finds the draft by its title and sends it.
    await loginAs('AGENT');
    await page.goto('/dashboard/proposals');
    await page.getByRole('textbox', { name: 'Search proposals' }).fill(tag);
    await page.getByRole('button', { name: title }).click();
    const agentDialog = page.getByRole('dialog', { name: proposal.number });
    await expect(agentDialog.getByText('Draft', { exact: true })).toBeVisible();
    await agentDialog.getByRole('button', { name: 'Send to Client' }).click();
    await expect(agentDialog.getByText('Sent', { exact: true })).toBeVisible();
    await expect(agentDialog.getByRole('button', { name: 'Send to Client' })).toHaveCount(0);

    // The client opens it from the link the e-mail carries: that first open marks it viewed.
    const clientContext = await browser.newContext({ baseURL });
    const clientPage = await clientContext.newPage();
    await signInBrowser(clientPage, baseURL!, 'CLIENT');
    await clientPage.goto(`/dashboard/proposals?proposal=${proposal.id}`);
    const clientDialog = clientPage.getByRole('dialog', { name: proposal.number });
    await expect(clientDialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(clientDialog.getByText('Viewed', { exact: true })).toBeVisible();
    await expect(clientDialog).toContainText('$9,000.00');

    // The agent's open dialog turns 'Viewed' live (proposals.updated), no reload.
    await expect(agentDialog.getByText('Viewed', { exact: true })).toBeVisible();

    // The signed acceptance: the name is required, then the agreement.
    await clientDialog.getByRole('button', { name: 'Approve' }).click();
    await expect(clientDialog).toContainText('Type your full name to sign');
    await clientDialog.getByLabel('Your full name').fill('Casey Client');
    await clientDialog.getByRole('button', { name: 'Approve' }).click();
    await expect(clientDialog).toContainText('Tick the agreement to accept the proposal');
    await clientDialog.getByRole('checkbox', { name: new RegExp(`I accept proposal ${proposal.number}`) }).check();
    await clientDialog.getByRole('button', { name: 'Approve' }).click();
    await expect(clientDialog.getByText('Approved and signed')).toBeVisible();
    await expect(clientDialog).toContainText('Signed as: Casey Client');
    await expect(clientDialog).toContainText(/Deposit invoice INV-\d{4}-\d{4} \(\$4,500\.00\) was issued\./);
    await clientDialog.getByRole('button', { name: 'Verify content' }).click();
    await expect(clientDialog.getByRole('status')).toHaveText('The content matches what was signed.');

    const download = clientPage.waitForEvent('download');
    await clientDialog.getByRole('link', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${proposal.number}.pdf`);

    // The deposit invoice exists for the client's organisation, 50% of the total, sent and due in 30 days.
    const detail = await (await clientApi.get(`/api/proposals/${proposal.id}`)).json();
    expect(detail).toMatchObject({ status: 'approved', decision: { typedName: 'Casey Client' } });
    expect(detail.depositInvoice).toMatchObject({ totalCents: 450_000, number: expect.stringMatching(/^INV-/) });

    // The agent's screen shows the decision live, no reload.
    await expect(agentDialog.getByText('Approved and signed')).toBeVisible();
    // The demo seed's decided proposals carry their signed record too, and it verifies.
    const seeded = (await (await agentApi.get('/api/proposals?status=rejected')).json()).items[0];
    const seededCheck = await (await agentApi.get(`/api/proposals/${seeded.id}/verify`)).json();
    expect(seededCheck.matches).toBe(true);
    await clientContext.close();
    await clientApi.dispose();
    await agentApi.dispose();
  });
});
