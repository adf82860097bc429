// The chain of static imports from a module of the web app to a package, as the bundler follows them: dynamic
// import() is where a lazy chunk starts and is not followed, `import type` is erased. Through the web's sources and
// @agency/shared; packages are not entered. For tests that keep a package off a screen's first paint (issue #19).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const web = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shared = resolve(web, '../../packages/shared/src');

const STATIC_IMPORT =
  /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** A run-time import: its specifier and the names it takes (`import { a, b as c }` → a, b; none for the rest). */
interface RuntimeImport {
  specifier: string;
  names: string[];
}

/** The imports a module needs at run time: not `import type`, and not an import whose every name is a type. */
function runtimeImports(source: string): RuntimeImport[] {
  const found: RuntimeImport[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const [, , typeOnly, clause = '', from, bare] = match;
    if (bare) {
      found.push({ specifier: bare, names: [] });
      continue;
    }
    if (typeOnly || !from) continue;
    const braces = clause.match(/\{([^}]*)\}/s);
    const outside = clause
      .replace(/\{[^}]*\}/s, '')
      .replace(/,/g, '')
      .trim();
    const names =
      braces?.[1]
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? [];
    if (outside === '' && names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    found.push({
      specifier: from,
      names: names.filter((name) => !name.startsWith('type ')).map((name) => name.split(/\s+as\s+/)[0] ?? name),
    });
  }
  return found;
}

function resolveFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@agency/shared/')
    ? join(shared, specifier.slice('@agency/shared/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * The chain of modules (relative to apps/web) from `entry` to the first import `isTarget` accepts, ending with that
 * import's specifier; null when there is none.
 */
export function staticImportChain(entry: string, isTarget: (imported: RuntimeImport) => boolean): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const imported of runtimeImports(readFileSync(file, 'utf8'))) {
      if (isTarget(imported)) return [...chain, imported.specifier];
      const next = resolveFile(file, imported.specifier);
      if (next) {
        const found = walk(next, [...chain, relative(web, next)]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(entry, [relative(web, entry)]);
}
