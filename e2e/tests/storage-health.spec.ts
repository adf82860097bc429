import { expect, type Page, test } from '../fixtures';

// Storage health (000 §4, §8, D9): a quota error shows the full-page Storage Full screen and an emergency cleanup
// runs 1 s later; Try Again reloads; Clear All Browser Data asks first, clears and reloads.

/** Fills the site's localStorage to the browser's quota with a preference (which no cleanup may remove). */
async function fillStorage(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('e2e-foreign-entry', 'still here');
    let size = 4 * 1024 * 1024;
    while (size > 16) {
      try {
        const current = localStorage.getItem('agency:pref:e2e-blob') ?? '';
        localStorage.setItem('agency:pref:e2e-blob', current + 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

/**
 * A write that cannot fit, made by page code nobody catches (an event handler): the browser's own
 * QuotaExceededError reaches the window's error event. Returns whether the foreign entry was still there straight
 * after it (the emergency cleanup waits).
 */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const button = document.createElement('button');
    button.addEventListener('click', () => localStorage.setItem('e2e-overflow', 'y'.repeat(1024 * 1024)));
    document.body.append(button);
    button.click();
    button.remove();
    return localStorage.getItem('e2e-foreign-entry');
  });
}

const foreignEntry = (page: Page) => page.evaluate(() => localStorage.getItem('e2e-foreign-entry'));

test('a full storage shows the Storage Full screen, cleans up after 1 s keeping preferences, and Try Again reloads', async ({
  page,
  loginAs,
}) => {
  await loginAs('AGENT');
  await page.clock.install();
  await page.goto('/agent');
  // A preference (D9): the cleanups keep it.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await fillStorage(page);
  // Time stands still from here: the page's clock moves only when the spec moves it.
  const pageNow = await page.evaluate(() => Date.now());
  // Far enough ahead that a slow machine has not passed it before the call lands (pauseAt refuses the past).
  await page.clock.pauseAt(new Date(pageNow + 2000));
  expect(await overflow(page)).toBe('still here');
  // The emergency cleanup waits 1 s, then removes what the app did not write and keeps the preferences.
  await page.clock.runFor(999);
  expect(await foreignEntry(page)).toBe('still here');
  await page.clock.runFor(1);
  expect(await foreignEntry(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('agency:pref:e2e-blob')?.length)).toBeGreaterThan(1000);
  await page.clock.resume();

  await expect(page.getByRole('heading', { name: 'Storage Full', level: 1 })).toBeVisible();
  await expect(page.getByText('Storage is full. Please clear your browser data or try again.')).toBeVisible();

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Storage Full' })).toBeHidden();
});

test('Clear All Browser Data asks first, clears the site’s storage and reloads', async ({ page, loginAs }) => {
  await loginAs('CLIENT');
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await fillStorage(page);
  await page.evaluate(() => sessionStorage.setItem('e2e-session-entry', '1'));
  // A rejected promise nobody handles counts as well (and is suppressed).
  await page.evaluate(() => {
    void Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  });
  await expect(page.getByRole('heading', { name: 'Storage Full', level: 1 })).toBeVisible();

  // Cancel changes nothing.
  await page.getByRole('button', { name: 'Clear All Browser Data' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('This will clear all browser data for this site. Continue?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Clear All Browser Data' }).click();
  const confirmButton = page.getByRole('dialog').getByRole('button', { name: 'Clear All Browser Data' });
  await expect(confirmButton).toBeVisible();
  // The reload waits for the spec's clock, so the message cannot be missed on a slow machine.
  const pageNow = await page.evaluate(() => Date.now());
  // Far enough ahead that a slow machine has not passed it before the call lands (pauseAt refuses the past).
  await page.clock.pauseAt(new Date(pageNow + 2000));
  await confirmButton.click();
  // The toast renderer loads with its first toast and enters with a transition: let the page's clock run for it,
  // well short of the reload (1.5 s).
  const cleared = page.getByText('Storage cleared successfully. The page will reload.');
  // Its chunk arrives in real time (a busy machine can take seconds) while mounting it and its transition run on
  // page time, and the reload comes 1.5 s of page time after the click. So page time moves 50 ms per poll, at most
  // 1 s in all, and the poll's own pauses (real time, quick at first, then up to 1 s) leave the chunk time to arrive in between.
  let pageTimeRun = 0;
  await expect
    .poll(
      async () => {
        if (await cleared.isVisible()) return true;
        if (pageTimeRun < 1000) {
          await page.clock.runFor(50);
          pageTimeRun += 50;
        }
        return false;
      },
      { timeout: 20_000, intervals: [100, 100, 100, 250, 250, 500, 500, 1000] },
    )
    .toBe(true);
  await expect(cleared).toBeVisible();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await page.clock.runFor(1500);
  await page.clock.resume();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Storage Full' })).toBeHidden();
});
