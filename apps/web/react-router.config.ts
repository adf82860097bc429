import type { Config } from '@react-router/dev/config';

/**
 * Public pages are prerendered to HTML at build time, so they are readable without scripts and served as static
 * files. Everything else (auth, portal) is client-rendered from `__spa-fallback.html`, which the API server
 * sends for those paths. `/404` and `/case-studies/not-found` are the bodies the server sends with status 404.
 */
const PUBLIC_PATHS = [
  '/',
  '/services',
  '/portfolio',
  '/case-studies',
  '/case-studies/ecommerce-transformation',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
  '/pricing',
];

const NOT_FOUND_PATHS = ['/404', '/case-studies/not-found'];

export default {
  appDirectory: 'src',
  ssr: false,
  prerender: [...PUBLIC_PATHS, ...NOT_FOUND_PATHS],
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
