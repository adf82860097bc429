import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, StaticPageError, stripHydration } from './static-pages';

// The shape React Router 7 and React 19 give a prerendered page (trimmed).
const PRERENDERED = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Services</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<script data-mantine-script="true">try { document.documentElement.setAttribute("data-mantine-color-scheme", "dark"); } catch (e) {}</script>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><main><h1>Services</h1></main>',
  '<script>((storageKey2, restoreKey) => { window.scrollTo(0, 0) })("react-router-scroll-positions", null)</script>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>',
  '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[]");</script><!--$?--><template id="B:1"></template><!--/$--></div>',
  '<script>$RC("B:0","S:0")</script><div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div>',
  '<script>$RC("B:1","S:1")</script></body></html>',
].join('');

describe('stripHydration', () => {
  const page = stripHydration(PRERENDERED, '/assets/islands-abc.js');

  it('removes React Router’s scripts, preloads and streaming chunks, and keeps the content', () => {
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('__reactRouter');
    expect(page).not.toContain('entry.client');
    expect(page).not.toContain('<template');
    expect(page).not.toContain('id="S:');
    expect(page).toContain('<main><h1>Services</h1></main>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
  });

  it('keeps Mantine’s colour-scheme script and adds the islands script, and nothing else runs', () => {
    const scripts = [...page.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual(['<script data-mantine-script="true">', '<script type="module" src="/assets/islands-abc.js">']);
    expect(page.indexOf('islands-abc.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it('fails the build when React Router’s output changes shape and something would be left behind', () => {
    const reordered = PRERENDERED.replace(
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      '<link href="/assets/manifest-1.js" rel="modulepreload"/>',
    );
    expect(() => stripHydration(reordered, '/assets/islands-abc.js')).toThrow(StaticPageError);
    const unclosed = PRERENDERED.replace('</body>', '<script>window.__reactRouterManifest = {}</body>');
    expect(() => stripHydration(unclosed, '/assets/islands-abc.js')).toThrow(StaticPageError);
  });
});

describe('sitemap and robots', () => {
  it('lists every page with an absolute address', () => {
    const xml = sitemapXml('https://agency.example', ['/', '/services'], '2026-01-31');
    expect(xml).toContain('<loc>https://agency.example/</loc><lastmod>2026-01-31</lastmod>');
    expect(xml).toContain('<loc>https://agency.example/services</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('keeps crawlers out of the portal and points to the sitemap', () => {
    const robots = robotsTxt('https://agency.example', ['/dashboard', '/api/']);
    expect(robots).toContain('Disallow: /dashboard\nDisallow: /api/');
    expect(robots).toContain('Sitemap: https://agency.example/sitemap.xml');
  });
});
