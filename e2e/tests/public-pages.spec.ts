import { expect, test } from '../fixtures';
import { OTHER_PAGES, PUBLIC_PAGES } from '../pages';

const WIDTHS = [375, 1280] as const;

test.describe('public pages', () => {
  for (const width of WIDTHS) {
    test(`every public route renders at ${width} px with its own title, description and canonical link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const titles = new Set<string>();
      for (const { path, heading } of PUBLIC_PAGES) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Northstar Digital' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Northstar Digital`);
        const title = await page.title();
        expect(titles.has(title), `${path} repeats the title ${title}`).toBe(false);
        titles.add(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical, path).toMatch(/^https?:\/\//);
        expect(new URL(canonical!).pathname, path).toBe(path);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        // Nothing wider than the screen: no sideways scrolling on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('ships the pages without React: one small script, from our own origin', async ({ page }) => {
    for (const { path } of PUBLIC_PAGES) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).toMatch(/\/assets\/islands-[\w-]+\.js$/);
      expect(new URL(scripts[0]!).origin).toBe(new URL(page.url()).origin);
      page.removeAllListeners('request');
      // D26: every request stays on our origin.
      const foreign = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).origin !== location.origin),
      );
      expect(foreign, path).toEqual([]);
    }
  });

  test('serves complete, readable HTML with scripts off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Web Development' })).toBeVisible();
    await expect(page.getByText('From $5,000')).toBeVisible();
    await page.goto('/case-studies/ecommerce-transformation');
    await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeVisible();
    await expect(page.getByText('+112%')).toBeVisible();
    await page.goto('/faq');
    await page.getByText('How do payments work?').click();
    await expect(page.getByText(/deposit to reserve your start date/)).toBeVisible();
    await context.close();
  });

  test('answers unknown pages and unknown case studies with their pages and status 404', async ({ page }) => {
    for (const { path, heading, status } of OTHER_PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(status);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await page.goto('/case-studies/some-other-slug');
    await page.getByRole('link', { name: 'Back to Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test('publishes robots.txt and a sitemap of every public page', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toContain('Disallow: /dashboard');
    const sitemapUrl = robotsText.match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemapUrl).toMatch(/^https?:\/\/.+\/sitemap\.xml$/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locations.sort()).toEqual(PUBLIC_PAGES.map((page) => page.path).sort());
  });
});

test.describe('top bar', () => {
  test('turns opaque after 50 px of scroll and back at the top', async ({ page }) => {
    await page.goto('/services');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-opaque');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-opaque', '');
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(header).not.toHaveAttribute('data-opaque');
  });

  test('collapses into a toggle menu on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(mainNav).toBeHidden();
    await page.locator('summary[aria-label="Menu"]').click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.locator('summary[aria-label="Menu"]').click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('shows a Sign In button that leads to /auth when signed out', async ({ page }) => {
    await page.goto('/pricing');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/auth');
  });

  test('cycles the colour scheme light, dark, auto and keeps it in Mantine’s storage key', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: /^Color scheme/ });
    await expect(toggle).toHaveAccessibleName(/Color scheme: auto/);
    await toggle.click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('dark');
    await page.goto('/faq');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/Color scheme: auto/);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

test.describe('home page', () => {
  test('links to contact, portfolio, pricing and the packages’ Get Started', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio');
    await expect(main.getByRole('link', { name: /^Get Started with/ })).toHaveCount(3);
    await expect(main.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth');
    await expect(main.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute('href', '/contact');
    await main.getByRole('link', { name: 'Get Started with Mobile App Development' }).click();
    await expect(page).toHaveURL(/\/contact\?service=Mobile/);
    await expect(page.getByLabel('Service Needed')).toHaveValue('Mobile App Development');
  });

  test('forwards a recovery link in the query to /auth/callback, keeping query and hash', async ({ page }) => {
    await page.goto('/?type=recovery&token=abc123#section');
    await expect(page).toHaveURL(/\/auth\/callback\?type=recovery&token=abc123#section$/);
  });

  test('forwards tokens in the hash to /auth/callback, keeping them', async ({ page }) => {
    await page.goto('/#access_token=tok&refresh_token=ref&type=invite');
    await expect(page).toHaveURL(/\/auth\/callback#access_token=tok&refresh_token=ref&type=invite$/);
  });

  test('stays on the home page for ordinary query strings', async ({ page }) => {
    await page.goto('/?utm_source=newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('records a cookieless page view with sendBeacon', async ({ page }) => {
    // Playwright does not expose a beacon's body, so the page's own call is observed.
    await page.addInitScript(() => {
      const sent: Promise<{ url: string; type: string; body: string }>[] = [];
      (window as unknown as { __beacons: typeof sent }).__beacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        const blob = data as Blob;
        sent.push(blob.text().then((body) => ({ url: String(url), type: blob.type, body })));
        return original(url, data);
      };
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/analytics/pageview'));
    await page.goto('/pricing');
    expect((await answered).status()).toBe(204);
    const beacons = await page.evaluate(() =>
      Promise.all(
        (window as unknown as { __beacons: Promise<{ url: string; type: string; body: string }>[] }).__beacons,
      ),
    );
    expect(beacons).toHaveLength(1);
    expect(beacons[0]).toMatchObject({ url: '/api/analytics/pageview', type: 'application/json' });
    expect(JSON.parse(beacons[0]!.body)).toMatchObject({ path: '/pricing' });
    expect(await page.context().cookies()).toEqual([]);
  });
});

test.describe('case study', () => {
  test('shows every part of the story and shares its link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/case-studies/ecommerce-transformation');
    for (const heading of [
      'The challenge',
      'Our solution',
      'Implementation',
      'Results',
      'Technologies',
      'Lessons learned',
      'Next steps',
    ]) {
      await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem')).toHaveCount(6);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});
