import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

/** The public site's pages, each with its h1 (as a check that the right page rendered). */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Websites, apps and platforms that move your business forward' },
  { path: '/services', heading: 'Services built around your goals' },
  { path: '/pricing', heading: 'Simple, transparent pricing' },
  { path: '/portfolio', heading: 'Our work' },
  { path: '/case-studies', heading: 'Case studies' },
  { path: '/case-studies/ecommerce-transformation', heading: 'E-commerce Transformation' },
  { path: '/contact', heading: 'Let’s build something great together' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
] as const;

/** Pages that are not for search engines but are still the public site's. */
export const OTHER_PAGES = [
  { path: '/newsletter/confirmed', heading: 'You’re subscribed', status: 200 },
  { path: '/no-such-page', heading: 'Page not found', status: 404 },
  { path: '/case-studies/no-such-study', heading: 'Case Study Not Found', status: 404 },
] as const;

export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Signs the page's browser context in through the real auth API (demo accounts of the seed). Better Auth wants
 * the Origin a browser would send: the server's PUBLIC_URL, which the e2e config sets to baseURL.
 */
export async function signIn(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: new URL(baseURL).origin },
  });
  if (!res.ok()) throw new Error(`sign-in failed for ${email}: ${res.status()} ${await res.text()}`);
}

/** The newest outbox mail of a kind sent to an address, read as an admin (GET /api/outbox). */
export async function latestMail(request: APIRequestContext, kind: string, to: string) {
  const res = await request.get(`/api/outbox?kind=${kind}&to=${encodeURIComponent(to)}&limit=1`);
  if (!res.ok()) throw new Error(`outbox read failed: ${res.status()} ${await res.text()}`);
  const [mail] = (await res.json()).items as { text: string; subject: string }[];
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** Records mailto: link clicks instead of handing them to the system (no mail client in CI). */
export async function captureMailto(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __mailto: string[] }).__mailto = opened;
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]') as HTMLAnchorElement | null;
        if (!link) return;
        opened.push(link.href);
        event.preventDefault();
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
}
