import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogues } from '@agency/shared/catalogue-checks';
import { LANGUAGES } from '@agency/shared/enums';
import { describe, expect, it } from 'vitest';

// Every web catalogue complete in all five languages (issue #8), by the checks the server's pass too.
const root = join(import.meta.dirname, '../locales');
const namespaces = readdirSync(join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('translation catalogues', () => {
  it('has a folder per language and English namespaces to check', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces).toContain('common');
  });

  checkCatalogues(root, namespaces);
});
