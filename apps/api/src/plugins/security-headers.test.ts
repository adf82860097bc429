import { createServer } from 'node:http';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { helmetHeaders } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc'"] } },
  strictTransportSecurity: true,
};

/** Helmet's own middleware on a real http response, for comparison. */
async function helmetOnRealResponse(): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((request, response) => {
    middleware(request, response, () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/`);
  server.close();
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      headers[name] = value;
  });
  return headers;
}

describe('security headers computed once', () => {
  it('are exactly the headers Helmet sets on a response', async () => {
    expect(helmetHeaders(options)).toEqual(await helmetOnRealResponse());
  });

  it('reach every answer: a route, an unknown path, a refusal', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/api/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});
