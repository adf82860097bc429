import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signedInApi, test } from '../fixtures';

// The Team directory and employee profiles (issue #20): an admin filters and sorts the team, opens a profile and
// writes a review; a client sees only the agency people on their own projects, and none of the hidden figures.
test('an admin filters and sorts the team, opens a profile and writes a review', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByTestId('team-stat-members')).toBeVisible();
  await expect(page.getByTestId('team-stat-productivity')).toBeVisible();
  const list = page.getByRole('region', { name: 'Team members' });

  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Development' }).click();
  const cards = list.getByRole('article');
  // The previous answer stays on screen while the filtered one loads: wait until every card is a developer's.
  await expect
    .poll(async () => {
      const texts = await cards.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes('Development'));
    })
    .toBe(true);

  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Development' }).click(); // deselects
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Rating' }).click();
  // Best rated first: the ratings the cards show never rise down the list.
  await expect
    .poll(async () => {
      const ratings = (await list.getByText(/^\d\.\d$/).allTextContents()).map(Number);
      return ratings.length > 1 && ratings.every((value, index) => index === 0 || value <= ratings[index - 1]!);
    })
    .toBe(true);

  // Mantine draws the segments' and stars' radio inputs off-screen under their labels: click the input itself.
  await page.getByRole('radio', { name: 'List' }).evaluate((input: HTMLInputElement) => input.click());
  await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
  const first = list.getByRole('article').first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.getByRole('link', { name: `View Details: ${name}` }).click();
  await expect(page).toHaveURL(/\/employee\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin-dashboard');

  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page).toHaveURL(/tab=performance/);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  const comment = `Great sprint ${Date.now()}`;
  // A star is chosen as a keyboard user does: focus it, press Space.
  await dialog.getByRole('radio', { name: '4 / 5' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: '4 / 5' })).toBeChecked();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog).toBeHidden();
  const review = page.getByRole('article').filter({ hasText: comment });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: '4 / 5' })).toBeVisible();
});

test('a client sees only the people on their projects and no hidden figures', async ({ page, loginAs, baseURL }) => {
  const client = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.CLIENT, password: DEMO_PASSWORD });
  const admin = await signedInApi(baseURL!, { email: DEMO_ACCOUNTS.ADMIN, password: DEMO_PASSWORD });
  const names = async (api: typeof client) =>
    ((await (await api.get('/api/team?limit=100')).json()) as { items: { name: string }[] }).items.map((m) => m.name);
  const theirs = await names(client);
  const everyone = await names(admin);
  expect(theirs.length).toBeGreaterThan(0);
  expect(theirs.length).toBeLessThan(everyone.length);
  const adminProfile = await admin.get('/api/team');
  const someoneId = ((await adminProfile.json()) as { items: { id: string }[] }).items[0]!.id;
  await client.dispose();
  await admin.dispose();

  await loginAs('CLIENT');
  await page.goto('/dashboard/team');
  const list = page.getByRole('region', { name: 'Team members' });
  await expect(list.getByRole('article')).toHaveCount(theirs.length);
  for (const name of theirs) await expect(list.getByRole('article', { name })).toBeVisible();
  for (const name of everyone.filter((n) => !theirs.includes(n))) {
    await expect(list.getByRole('article', { name })).toHaveCount(0);
  }
  await expect(page.getByTestId('team-stat-activeNow')).toBeVisible();
  for (const hidden of ['members', 'productivity', 'rating']) {
    await expect(page.getByTestId(`team-stat-${hidden}`)).toHaveCount(0);
  }
  await expect(list).not.toContainText('Productivity');
  await expect(list.getByRole('link', { name: /View Details/ })).toHaveCount(0);

  await page.goto(`/employee/${someoneId}`);
  await expect(page.getByRole('main')).toContainText('Access restricted.');
});
