import { expect, findRows, latestMail, test, uniqueEmail } from '../fixtures';

test.describe('newsletter', () => {
  test('signs up from the footer, confirms and unsubscribes with the links from the outbox', async ({
    page,
    adminApi,
  }) => {
    const email = uniqueEmail('reader');
    await page.goto('/services');
    const box = page.getByRole('form', { name: 'Stay in the loop' });
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText('Please enter a valid email address.');
    await expect(box.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(/check your inbox and click the link to confirm/);
    await expect(box.getByLabel('Email address')).toHaveValue('');

    // Signing up twice is harmless: still one pending subscriber, still one mail.
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(/check your inbox/);

    const mail = await latestMail(adminApi, 'newsletter-confirmation', email);
    const confirm = mail.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)?.[0];
    const unsubscribe = mail.text.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/)?.[0];
    expect(confirm).toBeTruthy();
    expect(unsubscribe).toBeTruthy();
    const statusOf = async () => {
      const rows = await findRows<{ email: string; status: string }>(
        adminApi,
        '/api/newsletter/subscribers',
        (item) => item.email === email,
      );
      return rows.map((row) => row.status);
    };
    expect(await statusOf()).toEqual(['pending']);

    await page.goto(confirm!);
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re subscribed');
    expect(await statusOf()).toEqual(['active']);
    const csv = await (await adminApi.get('/api/newsletter/subscribers.csv')).text();
    expect(csv).toContain(email);

    await page.goto(unsubscribe!);
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’ve been unsubscribed');
    expect(await statusOf()).toEqual(['unsubscribed']);

    // A used confirmation link says so.
    await page.goto(confirm!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is no longer valid');
  });

  test("writes the confirmation in the page's language, which the form sends along", async ({ page, adminApi }) => {
    const email = uniqueEmail('leser');
    await page.goto('/services');
    // The public pages are English today; a page in German (its <html lang>) gets a German mail.
    await page.evaluate(() => {
      document.documentElement.lang = 'de';
    });
    const box = page.getByRole('form', { name: 'Stay in the loop' });
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(/check your inbox/);
    const mail = await latestMail(adminApi, 'newsletter-confirmation', email);
    expect(mail.subject).toBe('Bestätigen Sie Ihr Abonnement des Newsletters von Northstar Digital');
    expect(mail.text).toMatch(/Abonnement bestätigen: https?:\/\/\S+\/api\/newsletter\/confirm\?token=/);
  });
});
