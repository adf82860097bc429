import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LANGUAGES } from './enums.ts';

/**
 * The checks every translation catalogue passes, for the web's (apps/web/src/locales) and the server's
 * (apps/api/src/locales) alike (issue #8): each language has the same keys as English, every plural form the
 * language needs, the same {{placeholders}}, and no empty text. English is the source of the keys. Test code only.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();

/** Keys without plural suffixes: what the code asks for. */
const baseKeys = (entries: Map<string, string>) => new Set([...entries.keys()].map((k) => k.replace(PLURAL, '')));
const pluralBases = (entries: Map<string, string>) =>
  new Set([...entries.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));

/** One test per language and namespace under `root` (`<root>/<language>/<namespace>.json`). */
export function checkCatalogues(root: string, namespaces: readonly string[]): void {
  const read = (language: string, namespace: string) =>
    flatten(JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Tree);

  for (const namespace of namespaces) {
    const english = read('en', namespace);

    for (const language of LANGUAGES) {
      it(`${language}/${namespace} has every key, plural form and placeholder of English`, () => {
        const entries = read(language, namespace);
        const missing = [...baseKeys(english)].filter((key) => !baseKeys(entries).has(key));
        const extra = [...baseKeys(entries)].filter((key) => !baseKeys(english).has(key));
        expect(missing, `missing from ${language}/${namespace}`).toEqual([]);
        expect(extra, `not in en/${namespace}`).toEqual([]);

        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const base of pluralBases(english)) {
          for (const category of categories) {
            // Spanish, French and Italian have a `many` form (a million, 1,5 millions): i18next needs it written out.
            expect(entries.has(`${base}_${category}`), `${language}/${namespace}: ${base}_${category}`).toBe(true);
          }
        }

        for (const [key, text] of entries) {
          expect(text.trim(), `${language}/${namespace}: ${key} is empty`).not.toBe('');
          const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
          if (source !== undefined) {
            expect(placeholders(text), `${language}/${namespace}: ${key} placeholders`).toEqual(placeholders(source));
          }
        }
      });
    }
  }
}
