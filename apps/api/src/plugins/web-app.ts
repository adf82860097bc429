import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isClientRenderedPath, isPortalPage, isPortalPath } from '@agency/shared/routes';
import { SITE_ORIGIN_TOKEN } from '@agency/shared/site';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.ts';
import { readRouteManifest, routePreloader } from './route-preloads.ts';

/** Prerendered bodies the server sends with status 404; never pages of their own. */
const NOT_FOUND_ROUTES = new Set(['/404', '/case-studies/not-found']);
/** Built with the site-origin placeholder, served with this server's PUBLIC_URL written in. */
const ORIGIN_FILES = { '/sitemap.xml': 'application/xml', '/robots.txt': 'text/plain' } as const;

/** The built web client: prerendered pages as <path>/index.html, assets, __spa-fallback.html. */
export interface WebBuild {
  root: string;
  pages: Map<string, string>;
  fallback: string;
  /** sha256 sources of the inline scripts the pages carry, for the Content-Security-Policy. */
  scriptHashes: string[];
  /** The `<link>` tags that start a client-rendered path's scripts and styles with the HTML (route-preloads.ts). */
  preloads: (pathname: string) => string;
}

/** Reads the build once at start, so requests never touch the disk for HTML. */
export function loadWebBuild(root: string): WebBuild {
  const pages = indexPrerenderedPages(root);
  const fallback = pageOrThrow(root, '__spa-fallback.html');
  const manifest = readRouteManifest(root);
  return {
    root,
    pages,
    fallback,
    scriptHashes: collectInlineScriptHashes([...pages.values(), fallback]),
    preloads: manifest ? routePreloader(manifest) : () => '',
  };
}

/**
 * Serves the built web app on the API's port: prerendered HTML for public pages, the SPA
 * fallback for sign-in and portal paths, a real 404 for everything else.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { build, devPages }: { build: WebBuild; devPages: boolean }) => {
    const { root, fallback } = build;
    const withOrigin = (text: string) => text.replaceAll(SITE_ORIGIN_TOKEN, app.config.publicUrl);
    const pages = new Map([...build.pages].map(([route, html]) => [route, withOrigin(html)]));
    const notFoundPage = pages.get('/404');
    const caseStudyNotFound = pages.get('/case-studies/not-found');

    // Hashed build assets never change; everything else is revalidated.
    const immutable = (reply: { header(name: string, value: string): unknown }) =>
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    // The hashed assets (about 1,600 files with their .br and .gz) through one wildcard route: a route per file cost
    // the start a glob of the folder and a router of thousands of routes (issue #22: healthy within 3 s). A name not
    // there falls through to the not-found handler below, as before.
    const assets = join(root, 'assets');
    if (existsSync(assets)) {
      await app.register(fastifyStatic, {
        root: assets,
        prefix: '/assets/',
        wildcard: true,
        index: false,
        // The build writes .br and .gz beside each text asset (apps/web/scripts/postbuild.ts).
        preCompressed: true,
        // The registration below decorates the reply (sendFile); this one must not as well.
        decorateReply: false,
        setHeaders: immutable,
      });
    }
    // The few other files (favicon, images, robots.txt…), a route each.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // HTML goes out through the page map below (origin written in, right status); these two likewise. The assets
      // are served above.
      globIgnore: ['**/*.html', 'assets/**', ...Object.keys(ORIGIN_FILES).map((path) => path.slice(1))],
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=300');
      },
    });

    for (const [path, type] of Object.entries(ORIGIN_FILES)) {
      const file = join(root, path);
      if (!existsSync(file)) continue;
      const body = withOrigin(readFileSync(file, 'utf8'));
      app.get(path, { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
        reply.type(`${type}; charset=utf-8`).header('cache-control', 'public, max-age=3600').send(body),
      );
    }

    // The app's HTML for a client-rendered path, naming that screen's scripts (one string per screen, so compressed once).
    const fallbacks = new Map<string, string>();
    const fallbackFor = (pathname: string) => {
      const links = build.preloads(pathname);
      if (!links) return fallback;
      if (!fallbacks.has(links)) fallbacks.set(links, fallback.replace('</head>', `${links}</head>`));
      return fallbacks.get(links) ?? fallback;
    };

    const compressed = compressedOnce();
    const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number, html: string) => {
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(compressed(html, encoding));
    };

    app.setNotFoundHandler((request, reply) => {
      // Not `new URL(request.url, base)`: a path starting `//` reads as another host, and `//` alone throws.
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (
        pathname === '/api' ||
        pathname.startsWith('/api/') ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.code(404).send(errorBody('NOT_FOUND', 'Not found'));
      }
      const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const page = pages.get(normalized);
      if (page && !NOT_FOUND_ROUTES.has(normalized)) return sendHtml(request, reply, 200, page);
      // The dev page does not exist in production (D8).
      const hidden = !devPages && (normalized === '/auth-test' || normalized.startsWith('/auth-test/'));
      // An unknown portal path gets the same app, which draws its not-found page inside the shell: status 404.
      if (isPortalPath(normalized) && !isPortalPage(normalized)) {
        return sendHtml(request, reply, 404, fallbackFor(normalized));
      }
      if (!hidden && isClientRenderedPath(normalized)) return sendHtml(request, reply, 200, fallbackFor(normalized));
      if (normalized.startsWith('/case-studies/') && caseStudyNotFound) {
        return sendHtml(request, reply, 404, caseStudyNotFound);
      }
      return sendHtml(request, reply, 404, notFoundPage ?? fallback);
    });
  },
);

type Encoding = 'br' | 'gzip';

function preferredEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/** Pages are compressed on first request and kept: a public page is ~70 KB of HTML, ~12 KB compressed. */
function compressedOnce() {
  const caches: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };
  return (html: string, encoding: Encoding): Buffer => {
    let body = caches[encoding].get(html);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(html, { level: 9 });
      caches[encoding].set(html, body);
    }
    return body;
  };
}

function pageOrThrow(root: string, file: string): string {
  const path = join(root, file);
  if (!existsSync(path)) throw new Error(`The web build at ${root} has no ${file}; run npm run build`);
  return readFileSync(path, 'utf8');
}

/** Maps each prerendered route ("/services") to its HTML, read once at start. */
function indexPrerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'assets') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') {
        const route = `/${relative(root, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/';
        pages.set(route, readFileSync(path, 'utf8'));
      }
    }
  };
  walk(root);
  return pages;
}

function collectInlineScriptHashes(htmlPages: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of htmlPages) {
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      if (body.length === 0) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}
