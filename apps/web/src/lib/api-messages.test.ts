// Its own file: the i18n instance is fresh here, so nothing has loaded the `messages` catalogue before the call.
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n';
import { ApiError, apiFetch } from './api';
import { translateMessage } from './error-message';

beforeAll(() => i18n.changeLanguage('fr'));
afterAll(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

it("has the message catalogue loaded by the time a failed call rejects, so the server's message shows translated", async () => {
  expect(i18n.hasResourceBundle('fr', 'messages')).toBe(false);
  const body = { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 401 })),
  );

  const error = await apiFetch('/auth/sign-in/email', { method: 'POST' }, z.unknown()).catch((reason) => reason);

  expect(error).toBeInstanceOf(ApiError);
  expect(translateMessage((error as ApiError).message)).toBe('E-mail ou mot de passe incorrect');
});
