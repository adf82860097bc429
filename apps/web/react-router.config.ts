import type { Config } from '@react-router/dev/config';

/**
 * Public pages are prerendered to HTML at build time, so they are readable without scripts and served as static
 * files; scripts/postbuild.ts then removes React from them (see src/build/static-pages.ts). Everything else
 * (auth, portal) is client-rendered from `__spa-fallback.html`, which the API server sends for those paths.
 */

/** The public site: in the sitemap, measured by `npm run bench:web`. */
export const INDEXED_PATHS = [
  '/',
  '/services',
  '/pricing',
  '/portfolio',
  '/case-studies',
  '/case-studies/ecommerce-transformation',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
] as const;

/** Pages a link from an e-mail lands on (noindex). */
export const UTILITY_PATHS = ['/newsletter/confirmed', '/newsletter/unsubscribed', '/newsletter/invalid-link'] as const;

/** The bodies the server sends with status 404: unknown paths, and unknown case-study slugs. */
export const NOT_FOUND_PATHS = ['/404', '/case-studies/not-found'] as const;

/** Every prerendered page, all shipped without React. */
export const STATIC_PATHS = [...INDEXED_PATHS, ...UTILITY_PATHS, ...NOT_FOUND_PATHS];

export default {
  appDirectory: 'src',
  ssr: false,
  prerender: STATIC_PATHS,
  future: {
    // Dev only: pre-bundle every route's dependencies at start-up instead of reloading the page as each is found.
    unstable_optimizeDeps: true,
    // React Router 8's behaviour now, so upgrading is a version bump rather than a migration.
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
