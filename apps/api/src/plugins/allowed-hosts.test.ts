import { API_MESSAGES } from '@agency/shared/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// Issue 18 point 15 (DNS rebinding): a loopback request naming `rebind.attacker.example`, with a matching Origin,
// created an admin on /api/dev/auth-test/users and signed in as the demo admin. Only configured names get in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    publicUrl: 'https://Portal.Agency.example',
    allowedHosts: ['agency-box.lan', '10.0.0.7'],
    trustProxy: ['10.0.0.5'],
  });
});
afterAll(() => t.close());

const at = (host: string, url: string, method: 'GET' | 'POST' = 'GET', extra: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { host, origin: `http://${host}`, ...extra },
    ...(method === 'POST' ? { payload: { role: 'ADMIN' } } : {}),
  });

describe('the Host allow-list', () => {
  it('answers 421 to a name it is not configured for, on every path, before any route runs', async () => {
    for (const host of ['rebind.attacker.example', 'rebind.attacker.example:3000', 'localhost.attacker.example']) {
      const created = await at(host, '/api/dev/auth-test/users', 'POST');
      expect(created.statusCode, host).toBe(421);
      expect(created.json().error).toEqual({ code: 'MISDIRECTED_REQUEST', message: API_MESSAGES.misdirected });
      for (const url of ['/api/dev/auth-test', '/api/me', '/', '/dashboard', '/api/nowhere']) {
        expect((await at(host, url)).statusCode, `${host} ${url}`).toBe(421);
      }
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: 'rebind.attacker.example', origin: 'http://rebind.attacker.example' },
      payload: { email: 'admin@northstar.example', password: 'x' },
    });
    expect(signIn.statusCode).toBe(421);
  });

  it('answers loopback, PUBLIC_URL’s name and ALLOWED_HOSTS, with or without a port, in any case', async () => {
    for (const host of [
      'localhost',
      'localhost:80',
      'localhost:3000',
      'LOCALHOST:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'portal.agency.example',
      'portal.agency.example:443',
      'portal.agency.example.',
      'agency-box.lan:8080',
      '10.0.0.7:3000',
    ]) {
      expect((await at(host, '/api/dev/auth-test')).statusCode, host).toBe(200);
    }
  });

  it('keeps /api/health open to any name: a load balancer probes by address', async () => {
    const res = await at('10.1.2.3:3000', '/api/health');
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/health', headers: { host: '10.1.2.3' } })).statusCode).toBe(
      200,
    );
  });

  it('checks the name the browser used behind a trusted proxy (X-Forwarded-Host), not the proxy’s', async () => {
    const behind = (remoteAddress: string, forwarded: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/settings/registration-open',
        remoteAddress,
        headers: { host: 'app-internal:3000', 'x-forwarded-host': forwarded },
      });
    expect((await behind('10.0.0.5', 'portal.agency.example')).statusCode).toBe(200);
    expect((await behind('10.0.0.5', 'rebind.attacker.example')).statusCode).toBe(421);
    // From anyone else X-Forwarded-Host is ignored: their own Host decides.
    expect((await behind('10.0.0.6', 'portal.agency.example')).statusCode).toBe(421);
  });
});
