import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { ISOLATED_FILES } from '../vitest.config.ts';

const root = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

// Most test files share their worker's loaded modules (vitest.config.ts); a vi.mock there would not replace a module
// an earlier file loaded, and would replace it for the files after. Such a file must run isolated.
it('runs every test file that replaces a module in the isolated project', () => {
  const mocking = ['apps', 'packages', 'scripts']
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(root, file), 'utf8')))
    .sort();
  expect(mocking.filter((file) => !ISOLATED_FILES.includes(file))).toEqual([]);
  expect(mocking.length).toBeGreaterThan(0);
});
