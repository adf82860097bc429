import { CALLBACK_MESSAGES } from '@agency/shared/auth-rules';
import { expect, test } from '../fixtures';

// Issue 7 point 10: a garbled invitation link gets the catalogue's invalid-link message (000 §8), never
// "An unexpected error occurred". Each variant reaches the real server: too short, too long, odd characters,
// encoded junk, a path in the token, and no token at all.
const MALFORMED = [
  '?type=invite&token=abc',
  `?type=invite&token=${'x'.repeat(400)}`,
  '?type=invite&token=%3Cscript%3E%22%27',
  '?type=invite&token=%25zz%25zz%25zz%25zz',
  '?type=invite&token=..%2F..%2Fusers%2Finvitations',
  '?type=invite&token=',
  '?type=invite',
];

test('shows the invalid-link message for every malformed invitation link', async ({ page }) => {
  for (const query of MALFORMED) {
    await page.goto(`/auth/callback${query}`);
    await expect(page.getByRole('alert'), query).toHaveText(CALLBACK_MESSAGES.accessDenied);
  }
});
