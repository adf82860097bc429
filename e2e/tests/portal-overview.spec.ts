import type { Page } from '../fixtures';
import { expect, HOME, type Role, test } from '../fixtures';

// Issue #8 point 3: each role's Overview shows the cards the API computed from the demo data, and the
// notifications panel marks one notification read, its count dropping.

interface Card {
  key: string;
  count: number;
  amountCents: number | null;
}

/** The caller's overview as the API answers it, read with the browser's own session. */
async function overviewOf(
  page: Page,
): Promise<{ cards: Card[]; business?: unknown; team?: { members: number }; events: { total: number } }> {
  const response = await page.request.get(`/api/overview?utcOffset=${-new Date().getTimezoneOffset()}`);
  expect(response.status()).toBe(200);
  return response.json();
}

const shown = (card: Card) =>
  card.amountCents !== null
    ? new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(card.amountCents / 100)
    : new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(card.count);

const TITLES: Record<Role, string> = { ADMIN: 'Admin Panel', AGENT: 'Agent Dashboard', CLIENT: 'Dashboard' };

const CARDS: Record<Role, string[]> = {
  ADMIN: ['Outstanding Invoices', 'Open Tasks', 'Unread Messages', 'Active Projects'],
  AGENT: ['Overdue Tasks', 'My Open Tasks', 'Unread Messages', 'Active Projects'],
  CLIENT: ['Outstanding Invoices', 'Deliverables in Progress', 'Unread Messages', 'Active Projects'],
};

for (const role of ['ADMIN', 'AGENT', 'CLIENT'] as const) {
  test(`the ${role.toLowerCase()}'s overview shows its computed cards`, async ({ page, loginAs }) => {
    await loginAs(role);
    await page.goto(HOME[role]);
    await expect(page.getByRole('heading', { level: 1, name: TITLES[role] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Welcome back, / })).toBeVisible();
    await expect(
      page.getByText(
        role === 'CLIENT'
          ? "Here's what's happening with your projects today."
          : "Here's what's happening with your business today.",
      ),
    ).toBeVisible();

    const overview = await overviewOf(page);
    expect(overview.cards).toHaveLength(4);
    for (const [index, card] of overview.cards.entries()) {
      const element = page.getByTestId(`card-${card.key}`);
      await expect(element).toContainText(CARDS[role][index]!);
      await expect(element.getByTestId('card-value')).toHaveText(shown(card));
    }
    await expect(page.getByTestId('events-today-count')).toContainText(
      `${overview.events.total} ${overview.events.total === 1 ? 'event' : 'events'} today`,
    );

    const business = page.getByRole('heading', { name: 'Business Overview' });
    const team = page.getByTestId('overview-team');
    if (role === 'CLIENT') {
      await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
      await expect(business).toHaveCount(0);
      expect(overview.business).toBeUndefined();
      // 001 §6: the Team Members card is hidden from clients, in the answer as on the screen.
      await expect(team).toHaveCount(0);
      expect(overview.team).toBeUndefined();
      await expect(page.getByRole('link', { name: 'Schedule Meeting' })).toHaveCount(0);
    } else {
      await expect(team).toContainText(`${overview.team!.members}Team Members`);
      await expect(team.getByRole('link', { name: 'View team' })).toHaveAttribute('href', '/dashboard/team');
      await expect(page.getByRole('link', { name: 'Schedule Meeting' })).toHaveAttribute(
        'href',
        '/dashboard/calendar?new=1',
      );
      await expect(business).toBeVisible();
      await expect(page.getByTestId('business-revenue')).toContainText('Revenue Growth');
      await expect(page.getByTestId('business-satisfaction')).toContainText(/\d(\.\d)? \/ 5/);
    }
    await expect(page.getByRole('link', { name: 'Manage Projects' })).toHaveAttribute('href', '/dashboard/projects');
  });
}

test("the agent's overview lists three of today's events and how many more", async ({ page, loginAs }) => {
  await loginAs('AGENT');
  await page.goto(HOME.AGENT);
  const events = page.getByRole('region', { name: "Today's Events" });
  await expect(events.getByTestId('event')).toHaveCount(3);
  await expect(events.getByTestId('more-events')).toHaveText('+1 more event');
  await expect(page.getByTestId('attention')).toContainText(/overdue task/);
});

test('the notifications panel marks one read and the unread count drops', async ({ page, loginAs }) => {
  await loginAs('CLIENT');
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Notifications' });
  const badge = panel.getByTestId('panel-unread');
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThan(0);

  const unread = panel.locator('[data-testid="notification"][data-read="false"]').first();
  const title = await unread.getAttribute('aria-label');
  await unread.getByRole('button', { name: 'Mark as read' }).click();
  await expect(badge).toHaveText(String(before - 1));
  const same = panel
    .getByTestId('notification')
    .and(panel.locator(`[aria-label="${title}"]`))
    .first();
  await expect(same).toHaveAttribute('data-read', 'true');

  // And back, leaving the demo data as it was.
  await same.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(badge).toHaveText(String(before));
  await expect(panel.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
    'href',
    '/dashboard/notifications',
  );
});

test('the notifications page filters unread and read, and a notification moves between them', async ({
  page,
  loginAs,
}) => {
  await loginAs('AGENT');
  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const unreadTab = page.getByRole('tab', { name: /^Unread/ });
  await unreadTab.click();
  const items = page.getByTestId('notification');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  const first = items.first();
  const title = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(items).toHaveCount(count - 1);

  await page.getByRole('tab', { name: 'Read', exact: true }).click();
  const moved = page
    .getByTestId('notification')
    .and(page.locator(`[aria-label="${title}"]`))
    .first();
  await expect(moved).toBeVisible();
  await moved.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page.getByTestId('notification').and(page.locator(`[aria-label="${title}"]`))).toHaveCount(0);
});
