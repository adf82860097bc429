import { captureMailto, expect, findRow, type Page, pauseClock, test, uniqueClientIp, uniqueEmail } from '../fixtures';

const inquiry = {
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  company: 'Analytical Engines',
  service: 'SaaS Development',
  budget: '$15,000 - $50,000',
  timeline: '3-6 months',
  message: 'We would like a scheduling product for hospitals, with billing and an admin dashboard.',
};

const form = (page: Page) => page.getByRole('form', { name: 'Tell us about your project' });
const field = (page: Page, label: string) => form(page).getByLabel(label);

async function fill(page: Page, values: Partial<typeof inquiry> = inquiry) {
  if (values.name !== undefined) await field(page, 'Full Name').fill(values.name);
  if (values.email !== undefined) await field(page, 'Email Address').fill(values.email);
  if (values.company !== undefined) await field(page, 'Company').fill(values.company);
  if (values.service !== undefined) await field(page, 'Service Needed').selectOption(values.service);
  if (values.budget !== undefined) await field(page, 'Budget').selectOption(values.budget);
  if (values.timeline !== undefined) await field(page, 'Timeline').selectOption(values.timeline);
  if (values.message !== undefined) await field(page, 'Project Description').fill(values.message);
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

test.describe('contact page', () => {
  test('offers the three ways to reach us, the response times and Schedule a Call in a new tab', async ({ page }) => {
    await page.goto('/contact');
    for (const title of ['Email us', 'Remote-first, worldwide', 'Video call']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('Within 24 hours', { exact: true })).toBeVisible();
    const schedule = page.getByRole('link', { name: /Schedule a Call/ }).first();
    await expect(schedule).toHaveAttribute('target', '_blank');
    // The server sends the visitor on to the configured booking page.
    const res = await page.request.get((await schedule.getAttribute('href'))!, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toMatch(/^https:\/\//);
    await page.getByRole('link', { name: 'Start a Project' }).click();
    await expect(page).toHaveURL(/#inquiry$/);
    await expect(field(page, 'Full Name')).toBeInViewport();
  });

  test('offers exactly the spec’s choices', async ({ page }) => {
    await page.goto('/contact');
    const options = (label: string) => page.getByLabel(label).locator('option:not([value=""])').allTextContents();
    expect(await options('Service Needed')).toEqual([
      'Web Development',
      'Mobile App Development',
      'UI/UX Design',
      'Cloud Solutions',
      'SaaS Development',
      'Digital Transformation',
      'Consulting',
      'Other',
    ]);
    expect(await options('Budget')).toEqual([
      'Under $5,000',
      '$5,000 - $15,000',
      '$15,000 - $50,000',
      '$50,000 - $100,000',
      'Over $100,000',
      'Not sure yet',
    ]);
    expect(await options('Timeline')).toEqual(['ASAP', '1-3 months', '3-6 months', '6+ months', 'Just exploring']);
  });
});

test.describe('contact form', () => {
  test('validates in the browser with the spec’s messages before sending anything', async ({ page }) => {
    let posted = 0;
    await page.route('**/api/contact', (route) => {
      posted += 1;
      return route.continue();
    });
    await page.goto('/contact');
    await send(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Name, email, and message are required' })).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Full Name')).toBeFocused();
    await expect(field(page, 'Service Needed')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please choose the service you need.')).toBeVisible();

    await fill(page, { ...inquiry, email: 'ada-at-example.com' });
    // Typing into a field clears its error.
    await expect(field(page, 'Full Name')).not.toHaveAttribute('aria-invalid');
    await send(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    await expect(field(page, 'Email Address')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(posted).toBe(0);
  });

  test('sends, shows the success panel for 8 s offering the mail client, then clears the form', async ({
    page,
    loginAs,
  }) => {
    const mailtoOpened = await captureMailto(page);
    // The page's timers (8 s of success panel) run on Playwright's clock, paused from the start: the spec moves
    // time itself, so a busy machine cannot make it early or late.
    await pauseClock(page);
    // Hold the answer so the sending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': uniqueClientIp() } });
    });
    await page.goto('/contact');
    await fill(page);
    await send(page);
    const button = page.getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    release();

    const panel = page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' });
    await expect(panel).toBeVisible();
    await expect(field(page, 'Full Name')).toBeHidden();
    // The e2e server has no SMTP: nothing was delivered, so the mail client is offered, and never opened unasked
    // (the inquiry is stored; opening it by itself would have the visitor send it twice).
    await expect(panel).toContainText('no need to send it again');
    await page.clock.runFor(2000);
    expect(await mailtoOpened()).toEqual([]);
    await panel.getByRole('button', { name: 'Open email client' }).click();
    expect(await mailtoOpened()).toHaveLength(1);
    const mailto = new URL((await mailtoOpened())[0]!);
    expect(new URLSearchParams(mailto.search).get('subject')).toBe(
      'SaaS Development inquiry from Ada Lovelace (Analytical Engines)',
    );

    await page.clock.runFor(5999);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1);
    await expect(panel).toBeHidden();
    await expect(field(page, 'Full Name')).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveValue('');
    await expect(field(page, 'Project Description')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    // The inquiry is a lead in the portal, with everything the visitor chose (found by its unique address).
    await loginAs('AGENT');
    const lead = await findRow<{ email: string }>(page.request, '/api/leads', (row) => row.email === inquiry.email);
    expect(lead).toMatchObject({ ...inquiry, status: 'new' });
  });

  test('keeps the form filled and offers the mail client when the message cannot be delivered', async ({ page }) => {
    const mailtoOpened = await captureMailto(page);
    // Delivery stopped: the request never reaches the server.
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await fill(page);
    await send(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Your message was not sent' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Unable to send message. Please check your internet connection and try again.');
    await expect(field(page, 'Full Name')).toHaveValue(inquiry.name);
    await expect(field(page, 'Project Description')).toHaveValue(inquiry.message);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await banner.getByRole('button', { name: 'Open email client as backup' }).click();
    const [mailto] = await mailtoOpened();
    const body = new URLSearchParams(new URL(mailto!).search).get('body');
    expect(body).toContain(inquiry.message);
    expect(body).toContain('Budget: $15,000 - $50,000');
  });

  test('shows the server’s message when it refuses the inquiry', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message: 'Please wait an hour.' } }),
      }),
    );
    await page.goto('/contact');
    await fill(page);
    await send(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Please wait an hour.' })).toBeVisible();
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await send(page);
    await expect(page.getByRole('alert').filter({ hasText: 'HTTP error! status: 502' })).toBeVisible();
  });
});
