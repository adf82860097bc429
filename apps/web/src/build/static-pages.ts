// Turns React Router's prerendered HTML into static pages: public pages ship without React (the JavaScript
// budget, issue #4) and get one small "islands" script instead. Pure string functions, run by
// scripts/postbuild.ts after `react-router build` and unit-tested.

/** Inline scripts allowed to stay: Mantine's colour-scheme script sets the theme before the first paint. */
const KEPT_SCRIPT = /data-mantine-script/;

export class StaticPageError extends Error {}

/**
 * Removes React Router's module scripts, modulepreload links, hydration context and React's streaming
 * placeholders, keeps the colour-scheme script, and adds the islands script. Throws when anything of React
 * Router's is left, so an upgrade that changes its output fails the build instead of shipping React.
 */
export function stripHydration(html: string, islandsSrc: string): string {
  const stripped = html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (tag, attributes: string) =>
      KEPT_SCRIPT.test(attributes) ? tag : '',
    )
    // React's Suspense placeholders and the hidden chunks that filled them with the router's stream.
    .replace(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, '')
    .replace(/<div hidden="" id="S:\d+"><\/div>|<div hidden id="S:\d+"><\/div>/g, '')
    .replace('</head>', `<script type="module" src="${islandsSrc}"></script></head>`);
  assertStatic(stripped);
  return stripped;
}

function assertStatic(html: string) {
  const leftovers = [
    ['a modulepreload link', /rel="modulepreload"/],
    ["React Router's context", /__reactRouter/],
    ["React's streaming chunk", /id="S:\d+"|<template id="B:\d+"/],
  ] as const;
  for (const [what, pattern] of leftovers) {
    if (pattern.test(html)) throw new StaticPageError(`stripHydration left ${what} in the page`);
  }
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
  const unexpected = scripts.filter((attributes) => !KEPT_SCRIPT.test(attributes) && !/type="module" src=/.test(attributes));
  if (unexpected.length > 0) throw new StaticPageError(`unexpected script left: <script${unexpected[0]}>`);
}

/** sitemap.xml for the indexable pages; `origin` is the site's public address (or the server's placeholder). */
export function sitemapXml(origin: string, paths: readonly string[], lastModified: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read the public site; the portal, sign-in and API are of no use to them. */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  const rules = disallowed.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
