import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type Context = Rolldown.ChunkingContext;

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

const ROOT = src('root.tsx');
const AUTH = src('routes/auth/layout.tsx');
const PORTAL = src('routes/portal/layout.tsx');
const HOME = src('routes/portal/role-overview.tsx');
/** The route modules that render the Overview (routes.ts): /dashboard, /admin, /agent. */
const HOME_ROUTES = ['dashboard.tsx', 'admin.tsx', 'agent.tsx'].map((file) => src(`routes/portal/${file}`));
const ROUTES = src('routes');
const GROUPS = ['app-base', 'portal-shell', 'portal-home'] as const;

/**
 * Groups the modules of the portal's first screen into a few chunks (issue #8's 200 KiB budget). Left alone, rolldown
 * gives every module shared by a different set of routes a chunk of its own: the first screen loaded 132 files, and
 * about a tenth of their gzipped size was import/export glue and compression restarting per file. Each group holds
 * code that every page reaching it loads anyway, so merging costs no page anything:
 * - app-base: the root's static imports, and what the sign-in pages and the portal shell both import (every page
 *   that runs React is a sign-in or a portal page, or was reached from one);
 * - portal-shell: the rest of the shell, loaded by every portal page, and what the Overview shares with other routes
 *   (an alert, icons, Mantine's SimpleGrid): in portal-home, one of those made every workspace load the whole Overview
 *   (8 KiB gzipped); in a chunk of their own, the first screen loaded one file more for nothing;
 * - portal-home: the rest of the Overview, shared by /dashboard, /admin and /agent.
 * What only one workspace or only the sign-in pages use stays in rolldown's own chunks; a module this misses stays
 * there too, which costs bytes, not behaviour. Merging can change the order modules of one chunk run in (rolldown's
 * warning for manual chunks): a reordering bug shows as a blank portal in the e2e journeys and bench:portal-js.
 */
export function firstScreenChunks(): Rolldown.CodeSplittingGroup[] {
  let groupOf: Map<string, string> | undefined;
  // Higher priority captures first: a group also takes its modules' dependencies that no group took before it.
  return GROUPS.map((group, index) => ({
    name: (moduleId: string, ctx: Context) => {
      groupOf ??= computeGroups(ctx);
      return groupOf.get(moduleId) === group ? group : null;
    },
    priority: GROUPS.length - index,
  }));
}

function computeGroups(ctx: Context): Map<string, string> {
  const barrels = new Map<string, Map<string, string>>();
  const reach = (entry: string) => staticImports(ctx, entry, barrels);
  const [root, auth, portal, home] = [reach(ROOT), reach(AUTH), reach(PORTAL), reach(HOME)];
  const groupOf = new Map<string, string>();
  const assign = (ids: Iterable<string>, group: string) => {
    for (const id of ids) if (!groupOf.has(id)) groupOf.set(id, group);
  };
  assign(root, 'app-base');
  assign(
    [...portal].filter((id) => auth.has(id)),
    'app-base',
  );
  const elsewhere = new Set<string>();
  for (const route of routeModules())
    if (route !== HOME && !HOME_ROUTES.includes(route)) for (const id of reach(route)) elsewhere.add(id);
  // A group also takes the ungrouped modules its modules import: the shared ones need a group other than the home's.
  assign([...portal, ...[...home].filter((id) => elsewhere.has(id))], 'portal-shell');
  assign(home, 'portal-home');
  return groupOf;
}

/** Every route module under src/routes (tests aside). */
function routeModules(dir = ROUTES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The module and what it imports statically (dynamic imports stay lazy). Through a package's index that re-exports
 * hundreds of modules (Mantine, Tabler icons) only the names the importer asks for are followed: the whole index
 * would pull every component any workspace uses into the first screen.
 */
function staticImports(ctx: Context, entry: string, barrels: Map<string, Map<string, string>>): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    const named = namedImports(info.code ?? '');
    for (const dep of info.importedIds) {
      const exports = barrelExports(ctx, dep, barrels);
      const names = exports && [...named].find(([specifier]) => dep.includes(`/node_modules/${specifier}/`))?.[1];
      if (!exports || !names) stack.push(dep);
      else for (const name of names) stack.push(exports.get(name) ?? dep);
    }
  }
  return seen;
}

const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** Each `import { a, b as c } from 'x'` (or `export { ... } from`): x, with [a, a] and [b, c] (as exported, as seen). */
function* namedLists(code: string): Generator<{ specifier: string; names: [string, string][] }> {
  for (const [, list = '', specifier = ''] of code.matchAll(NAMED_FROM)) {
    const names = list
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/))
      .filter(([name]) => name)
      .map(([name = '', alias]): [string, string] => [name, alias ?? name]);
    yield { specifier, names };
  }
}

/** The names a module imports from each package: `import { a, b as c } from 'x'` → x: [a, b]. */
function namedImports(code: string): Map<string, string[]> {
  const bySpecifier = new Map<string, string[]>();
  for (const { specifier, names } of namedLists(code)) {
    bySpecifier.set(specifier, [...(bySpecifier.get(specifier) ?? []), ...names.map(([name]) => name)]);
  }
  return bySpecifier;
}

/** For a package's index made of re-exports: exported name → the file it comes from; undefined for other modules. */
function barrelExports(ctx: Context, id: string, barrels: Map<string, Map<string, string>>) {
  if (!barrels.has(id)) {
    const code = id.includes('/node_modules/') ? (ctx.getModuleInfo(id)?.code ?? '') : '';
    const exports = new Map<string, string>();
    for (const { specifier, names } of namedLists(code)) {
      if (!specifier.startsWith('.')) continue;
      for (const [, alias] of names) exports.set(alias, resolve(dirname(id), specifier));
    }
    barrels.set(id, exports);
  }
  const exports = barrels.get(id);
  return exports && exports.size > 0 ? exports : undefined;
}
