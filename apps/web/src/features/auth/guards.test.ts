import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { preferencesQueryKey } from '../../lib/preferences';
import { guardPortal, resumePath } from './guards';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const USER = { id: 'u1', role: 'CLIENT', name: 'Client', email: 'client@example.com' };
const PREFERENCES = { theme: 'dark', language: 'en' };

// Issue #19: on a phone every round trip before the first paint costs ~150 ms; the preferences waited for the session.
it('asks for the preferences beside the session on a fresh load, and caches them under the user', async () => {
  const asked: string[] = [];
  let answerSession = () => {};
  fetchMock.mockImplementation(async (url) => {
    asked.push(String(url));
    if (String(url).endsWith('/get-session')) {
      await new Promise<void>((resolve) => {
        answerSession = resolve;
      });
      return json({ user: USER, session: { id: 's1' } });
    }
    return json(PREFERENCES);
  });
  const queryClient = new QueryClient();
  const guarded = guardPortal(queryClient, '/dashboard');
  // Both are out while the session has not answered yet.
  await vi.waitFor(() => expect([...asked].sort()).toEqual(['/api/auth/get-session', '/api/me/preferences']));
  answerSession();
  expect(await guarded).toEqual({ refusal: null });
  expect(queryClient.getQueryData(preferencesQueryKey('u1'))).toEqual(PREFERENCES);
  expect(asked.filter((url) => url === '/api/me/preferences')).toHaveLength(1);
});

it('sends a visitor without a session to sign in, the early preferences answer (401) ignored', async () => {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/get-session') ? json(null) : json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401),
  );
  const outcome = await guardPortal(new QueryClient(), '/dashboard').catch((thrown: unknown) => thrown);
  expect(outcome).toBeInstanceOf(Response);
  expect((outcome as Response).headers.get('Location')).toBe('/auth');
});

it('sends a visitor who opened an e-mail change link to sign in with the link to come back to, and only that', async () => {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/get-session') ? json(null) : json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401),
  );
  const outcome = await guardPortal(new QueryClient(), '/dashboard/profile/confirm-email', '?token=a%2Bb').catch(
    (thrown: unknown) => thrown,
  );
  const location = (outcome as Response).headers.get('Location') ?? '';
  expect(location.startsWith('/auth?next=')).toBe(true);
  expect(new URLSearchParams(location.split('?')[1]).get('next')).toBe('/dashboard/profile/confirm-email?token=a%2Bb');

  expect(resumePath('/dashboard/profile/confirm-email?token=x')).toBe('/dashboard/profile/confirm-email?token=x');
  for (const next of [
    null,
    '',
    '/dashboard/users',
    '//evil.example/dashboard/profile/confirm-email',
    'https://evil.example/dashboard/profile/confirm-email',
    '/\\evil.example',
  ]) {
    expect(resumePath(next), String(next)).toBeNull();
  }
});
