import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The portal is rendered in the browser from one HTML file, which names only the entry's scripts: the browser then
// found a screen's code one import at a time (the route's module, then Select, then Popover, then floating-ui), a
// round trip per level — four or five on a phone before the screen could render (issue #19). React Router's build
// manifest lists every route's module and all its static imports, so the server, which knows the path, names them
// all in the HTML it sends and the browser fetches them at once, while it is still fetching the entry.

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  imports?: string[];
  css?: string[];
}

interface RouteManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The build's manifest (assets/manifest-<hash>.js, `window.__reactRouterManifest={...}`), or undefined. */
export function readRouteManifest(root: string): RouteManifest | undefined {
  const assets = join(root, 'assets');
  if (!existsSync(assets)) return undefined;
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) return undefined;
  const text = readFileSync(join(assets, file), 'utf8');
  try {
    return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as RouteManifest;
  } catch {
    return undefined;
  }
}

interface Matcher {
  id: string;
  pattern: RegExp;
  /** Concrete paths win over splats, longer over shorter: the order React Router ranks them in for our routes. */
  rank: number;
}

function matchers(manifest: RouteManifest): Matcher[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    const own = route.path ?? '';
    return parent ? [fullPath(parent), own].filter(Boolean).join('/') : own;
  };
  return Object.values(manifest.routes)
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => {
      const path = fullPath(route);
      const segments = path.split('/').filter(Boolean);
      const source = segments
        .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/');
      const splat = segments.at(-1) === '*';
      return {
        id: route.id,
        pattern: new RegExp(`^/${source}${splat ? '' : '/?'}$`),
        rank: (splat ? 0 : 1000) + segments.length,
      };
    })
    .sort((a, b) => b.rank - a.rank);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For a client-rendered path: `<link>` tags that start every script and stylesheet of the route and its layouts,
 * beyond what the HTML already names (the entry and the root). Empty when no route matches.
 */
export function routePreloader(manifest: RouteManifest): (pathname: string) => string {
  const routes = matchers(manifest);
  const named = new Set([manifest.entry.module, ...manifest.entry.imports, ...(manifest.entry.css ?? [])]);
  const byRoute = new Map<string, string>();
  const linksFor = (id: string): string => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
      if (!route.parentId) break; // the root: the HTML names it already
      for (const file of [
        route.module,
        route.clientLoaderModule,
        route.clientMiddlewareModule,
        ...(route.imports ?? []),
      ])
        if (file && !named.has(file)) scripts.add(file);
      for (const file of route.css ?? []) if (!named.has(file)) styles.add(file);
    }
    return [
      ...[...styles].map((href) => `<link rel="preload" as="style" href="${href}"/>`),
      ...[...scripts].map((href) => `<link rel="modulepreload" href="${href}"/>`),
    ].join('');
  };
  return (pathname) => {
    const match = routes.find((route) => route.pattern.test(pathname));
    if (!match) return '';
    if (!byRoute.has(match.id)) byRoute.set(match.id, linksFor(match.id));
    return byRoute.get(match.id) ?? '';
  };
}
