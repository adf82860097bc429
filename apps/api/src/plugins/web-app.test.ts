import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SITE_ORIGIN_TOKEN } from '@agency/shared/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let dir: string;
let t: TestApp;

function page(path: string, body: string) {
  mkdirSync(join(dir, path), { recursive: true });
  writeFileSync(
    join(dir, path, 'index.html'),
    `<html><body>${body}<script>window.__ctx=${JSON.stringify(body)}</script></body></html>`,
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'web-build-'));
  page('', `Home page <link rel="canonical" href="${SITE_ORIGIN_TOKEN}/"/>`);
  page('services', 'Services page');
  page('404', 'Page not found');
  page('case-studies/not-found', 'Case Study Not Found');
  page('case-studies/ecommerce-transformation', 'E-commerce case');
  writeFileSync(
    join(dir, '__spa-fallback.html'),
    '<html><head><title>x</title></head><body>portal shell</body></html>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'assets', 'manifest-0a1b2c3d.js'),
    `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nSitemap: ${SITE_ORIGIN_TOKEN}/sitemap.xml\n`);
  writeFileSync(join(dir, 'sitemap.xml'), `<urlset><url><loc>${SITE_ORIGIN_TOKEN}/</loc></url></urlset>`);
  t = await createTestApp({ webDist: dir, publicUrl: 'https://www.agency.example' });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A build manifest in React Router's shape: the entry, the root, the portal layout and three of its routes. */
const MANIFEST = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'], css: [] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
    'routes/portal/layout': {
      id: 'routes/portal/layout',
      parentId: 'root',
      module: '/assets/layout.js',
      imports: ['/assets/react.js', '/assets/shell.js'],
      css: ['/assets/shell.css'],
    },
    'routes/portal/billing': {
      id: 'routes/portal/billing',
      parentId: 'routes/portal/layout',
      path: 'dashboard/billing',
      module: '/assets/billing.js',
      clientLoaderModule: '/assets/billing-loader.js',
      imports: ['/assets/shell.js', '/assets/select.js', '/assets/floating.js'],
    },
    'routes/portal/project': {
      id: 'routes/portal/project',
      parentId: 'routes/portal/layout',
      path: 'dashboard/projects/:id',
      module: '/assets/project.js',
      imports: [],
    },
    'routes/portal/not-found': {
      id: 'routes/portal/not-found',
      parentId: 'routes/portal/layout',
      path: 'dashboard/*',
      module: '/assets/not-found.js',
    },
  },
};

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)].map((m) => m[1]);

describe('serving the built web app', () => {
  it('serves prerendered public pages as HTML', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('Home page');
    const services = await get('/services');
    expect(services.body).toContain('Services page');
    expect((await get('/services/')).body).toContain('Services page');
  });

  it('serves the SPA fallback for sign-in and portal paths', async () => {
    for (const path of [
      '/auth',
      '/auth/callback',
      '/dashboard',
      '/dashboard/settings',
      '/admin',
      '/agent',
      '/employee/42',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('portal shell');
    }
  });

  it('answers unknown portal paths with the app, which shows its in-shell not-found page, and status 404', async () => {
    for (const path of ['/dashboard/nope', '/dashboard/settings/extra', '/admin/nope', '/agent/x', '/employee']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('portal shell');
    }
    for (const path of ['/dashboard/', '/dashboard/projects/42', '/dashboard/clients/7', '/employee/42/']) {
      expect((await get(path)).statusCode, path).toBe(200);
    }
  });

  // Issue #19: the browser found a screen's code one import at a time, a round trip per level on a phone.
  it("names a portal screen's scripts and styles in its HTML, so they load at once", async () => {
    const billing = (await get('/dashboard/billing')).body;
    expect(preloaded(billing).sort()).toEqual(
      [
        '/assets/shell.css',
        '/assets/layout.js',
        '/assets/shell.js',
        '/assets/billing.js',
        '/assets/billing-loader.js',
        '/assets/select.js',
        '/assets/floating.js',
      ].sort(),
    );
    expect(billing).toContain('<link rel="preload" as="style" href="/assets/shell.css"/>');
    expect(billing.indexOf('modulepreload')).toBeLessThan(billing.indexOf('</head>'));
    // What the HTML names already (the entry and its imports) is not named twice.
    expect(preloaded(billing)).not.toContain('/assets/react.js');
    expect(preloaded((await get('/dashboard/projects/42')).body)).toContain('/assets/project.js');
    const unknown = await get('/dashboard/nope');
    expect(unknown.statusCode).toBe(404);
    expect(preloaded(unknown.body)).toContain('/assets/not-found.js');
    expect(preloaded(unknown.body)).not.toContain('/assets/billing.js');
    // A path no route of the manifest matches gets the plain app.
    expect(preloaded((await get('/auth')).body)).toEqual([]);
  });

  it('answers unknown pages with the not-found page and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
    expect((await get('/404')).statusCode).toBe(404);
  });

  // Issue 18 point 11: `GET //` made `new URL('//', base)` throw (a scheme-relative URL with no host): 500.
  it('answers paths that start with several slashes with the not-found page, never 5xx', async () => {
    for (const url of ['//', '//services', '///', '//evil.example/x', '//?q=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
  });

  it('answers unknown case studies with Case Study Not Found and status 404', async () => {
    const res = await get('/case-studies/something-else');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Case Study Not Found');
    expect((await get('/case-studies/not-found')).statusCode).toBe(404);
    expect((await get('/case-studies/ecommerce-transformation')).statusCode).toBe(200);
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  // Issue #22: a route per asset file (about 1,600 in a real build) cost the start a glob and a router to build.
  it('serves the hashed assets through one route, an unknown one through the not-found page', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/*' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/app-abc123.js' })).toBe(false);
    expect((await get('/assets/missing-0a1b2c.js')).statusCode).toBe(404);
    const outside = await get('/assets/..%2findex.html');
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('Home page');
  });

  it('writes its public address into canonical links, robots.txt and sitemap.xml', async () => {
    expect((await get('/')).body).toContain('<link rel="canonical" href="https://www.agency.example/"/>');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://www.agency.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toBe('<urlset><url><loc>https://www.agency.example/</loc></url></urlset>');
    // The raw files are not served around the page map.
    expect((await get('/index.html')).body).not.toContain(SITE_ORIGIN_TOKEN);
  });

  it('compresses pages for browsers that accept it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/services',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Services page');
    const gzip = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(404);
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Page not found');
    expect((await get('/services')).headers['content-encoding']).toBeUndefined();
  });

  it('answers /auth-test with 404 in production only (D8)', async () => {
    expect((await get('/auth-test')).statusCode).toBe(200);
    const prod = await createTestApp({ webDist: dir, env: 'production', isProduction: true, devPages: false });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/auth-test' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page not found');
    } finally {
      await prod.close();
    }
  });

  it('keeps JSON 404s for the API', async () => {
    const res = await get('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('allows exactly the inline scripts the pages carry in its CSP', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
  });
});
