import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { chromiumPath } from './chromium.mjs';

const browsers = mkdtempSync(join(tmpdir(), 'playwright-browsers-'));
const before = process.env.PLAYWRIGHT_BROWSERS_PATH;
afterAll(() => {
  if (before === undefined) delete process.env.PLAYWRIGHT_BROWSERS_PATH;
  else process.env.PLAYWRIGHT_BROWSERS_PATH = before;
  rmSync(browsers, { recursive: true, force: true });
});

it("falls back to Playwright's own Chromium when Debian's is absent, and finds none when neither is there", () => {
  // Playwright looks for its downloads here (instead of ~/.cache/ms-playwright): an empty directory at first.
  process.env.PLAYWRIGHT_BROWSERS_PATH = browsers;
  expect(chromiumPath(['/nonexistent/chromium-headless-shell', '/nonexistent/chromium'])).toBeUndefined();

  const own = createRequire(import.meta.url)('playwright-core').chromium.executablePath() as string;
  expect(own.startsWith(browsers)).toBe(true);
  mkdirSync(dirname(own), { recursive: true });
  writeFileSync(own, '');
  expect(chromiumPath(['/nonexistent/chromium-headless-shell', '/nonexistent/chromium'])).toBe(own);
});

it("prefers Debian's headless shell, then Debian's browser, to Playwright's own", () => {
  const debian = mkdtempSync(join(tmpdir(), 'debian-bin-'));
  const shell = join(debian, 'chromium-headless-shell');
  const browser = join(debian, 'chromium');
  writeFileSync(browser, '');
  expect(chromiumPath([shell, browser])).toBe(browser);
  writeFileSync(shell, '');
  expect(chromiumPath([shell, browser])).toBe(shell);
  rmSync(debian, { recursive: true, force: true });
});
