import { expect, test, uniqueClientIp, uniqueEmail } from '../fixtures';

// The Clients (CRM) workspace (issue #8): lead conversion, adding and editing clients, and who may not.
test.describe('clients (CRM)', () => {
  test('an admin converts a lead into a client and a first project, and sees both on the client page', async ({
    page,
    loginAs,
  }) => {
    const email = uniqueEmail('convert');
    const name = `Convert ${email.split('@')[0]}`;
    const company = `Copperfield ${email.split('@')[0]}`;
    const sent = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': uniqueClientIp() },
      data: {
        name,
        email,
        company,
        service: 'Web Development',
        budget: '$15,000 - $50,000',
        timeline: '1-3 months',
        message: 'We need a new online store before the holidays.',
      },
    });
    expect(sent.ok()).toBe(true);

    await loginAs('ADMIN');
    await page.goto('/dashboard/leads');
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: `Convert to client: inquiry from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to client' });
    await expect(dialog.getByLabel('Client name')).toHaveValue(company);
    await expect(dialog.getByLabel('Client email')).toHaveValue(email);
    const project = `${company} storefront`;
    await dialog.getByLabel('First project name').fill(project);
    // Typed key by key, as a person does: the decimal point and cents stay (issue #18 point 19, one money field).
    const budget = dialog.getByLabel('Budget (USD)');
    await budget.pressSequentially('24000.75');
    await expect(budget).toHaveValue('$24,000.75');
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await expect(dialog).toContainText(`${company} is now a client, with the project ${project}.`);
    await dialog.getByRole('link', { name: 'Open client page' }).click();

    await expect(page).toHaveURL(/\/dashboard\/clients\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    const projects = page.getByRole('region', { name: 'Projects' });
    await expect(projects.getByRole('link', { name: project })).toHaveAttribute(
      'href',
      /^\/dashboard\/projects\/[0-9a-f-]{36}$/,
    );
    await expect(projects).toContainText('Planning');
    const lead = page.getByRole('region', { name: 'Came from' });
    await expect(lead).toContainText(`Web Development inquiry from ${name}`);
    await expect(lead).toContainText(email);

    // The lead now links to its client instead of offering the conversion again.
    await page.goto('/dashboard/leads');
    await page.getByText('Handled', { exact: true }).click();
    const converted = page.getByRole('article', { name });
    await expect(converted).toContainText('Converted to client');
    await expect(converted.getByRole('link', { name: 'View client' })).toBeVisible();
    await expect(converted.getByRole('button', { name: /Convert to client/ })).toHaveCount(0);
  });

  test('an agent adds a client, finds it, edits it and deletes it', async ({ page, loginAs }) => {
    const tag = uniqueEmail('crm').split('@')[0]!;
    const clientName = `Bluebird ${tag}`;
    await loginAs('AGENT');
    await page.goto('/dashboard/clients');
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Harbor & Pine Outfitters' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Client' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Client' });
    await add.getByRole('button', { name: 'Add Client' }).click();
    await expect(add).toContainText('Name is required');
    await add.getByLabel('Name').fill(clientName);
    await add.getByLabel('Email').fill('not-an-email');
    await add.getByRole('button', { name: 'Add Client' }).click();
    await expect(add).toContainText('Please enter a valid email address');
    await add.getByLabel('Email').fill(`${tag}@bluebird.example`);
    await add.getByLabel('Phone').fill('+1 (206) 555-0142');
    await add.getByRole('button', { name: 'Add Client' }).click();
    await expect(add).toBeHidden();

    await page.getByLabel('Search clients').fill(tag);
    const card = page.getByRole('article', { name: clientName });
    await expect(card).toContainText(`${tag}@bluebird.example`);
    await expect(card).toContainText('+1 (206) 555-0142');
    await expect(page.getByRole('article')).toHaveCount(1);

    await card.getByRole('button', { name: `Edit ${clientName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(edit.getByLabel('Name')).toHaveValue(clientName);
    await edit.getByLabel('Address').fill('88 Pike St, Seattle, WA 98101');
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('88 Pike St, Seattle, WA 98101');
    await expect(card).toContainText('Pending');

    // The status filter is answered by the server.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect(page.getByText('No clients found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms')).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await card.getByRole('button', { name: `Delete ${clientName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete client' });
    await expect(confirm).toContainText('Are you sure you want to delete this client?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${clientName} was deleted.`)).toBeVisible();
    await expect(page.getByText('No clients found')).toBeVisible();
  });

  test('a client user is refused the workspace and the API', async ({ page, loginAs }) => {
    await loginAs('CLIENT');
    await page.goto('/dashboard/clients');
    await expect(page.getByText('Access restricted.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    expect((await page.request.get('/api/clients')).status()).toBe(403);
  });
});
