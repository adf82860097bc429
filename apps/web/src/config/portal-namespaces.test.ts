import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespacesFor } from './portal-namespaces';

const locales = join(import.meta.dirname, '../locales/en');
const catalogues = new Set(readdirSync(locales).map((file) => file.replace(/\.json$/, '')));
const routes = readFileSync(join(import.meta.dirname, '../routes.ts'), 'utf8');

describe('the catalogues each portal screen starts with its code', () => {
  it('names catalogues that exist, for the screens the route modules are', () => {
    for (const [path, expected] of [
      ['/dashboard/billing', ['invoices', 'payments', 'time']],
      ['/dashboard/projects/8d0f', ['projects', 'time']],
      ['/admin', ['overview', 'notifications']],
      ['/dashboard/nope', []],
      ['/services', []],
    ] as const) {
      expect(namespacesFor(path), path).toEqual(expected);
    }
  });

  it('gives every route module that reads a catalogue of its own that catalogue', () => {
    for (const [, pattern, file] of routes.matchAll(/route\('([^']+)', 'routes\/portal\/([a-z-]+)\.tsx'/g)) {
      if (pattern!.endsWith('*')) continue;
      const source = readFileSync(join(import.meta.dirname, '../routes/portal', `${file}.tsx`), 'utf8');
      const own = [...source.matchAll(/useTranslation\('([a-z-]+)'/g)].map((match) => match[1]!);
      const path = `/${pattern!.replace(/:[a-z]+/g, 'x')}`;
      for (const namespace of own.filter((name) => name !== 'common')) {
        expect(catalogues.has(namespace), namespace).toBe(true);
        expect(namespacesFor(path), `${path} reads ${namespace}`).toContain(namespace);
      }
    }
  });
});
