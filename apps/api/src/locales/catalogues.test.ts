import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogues } from '@agency/shared/catalogue-checks';
import { LANGUAGES } from '@agency/shared/enums';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n.ts';

// The server's catalogues complete in all five languages (issue #8), by the checks the web's pass too.
const root = import.meta.dirname;

describe('server translation catalogues', () => {
  it('has a folder per language, each with the namespaces the server loads', () => {
    const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const files = readdirSync(join(root, language)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  checkCatalogues(root, NAMESPACES);
});
