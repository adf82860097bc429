import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts, root } from './lib.mjs';

describe('playwrightCounts', () => {
  it('counts a flaky test (passed only on a retry) as failed', () => {
    expect(playwrightCounts({ expected: 40, unexpected: 1, flaky: 2, skipped: 0 })).toEqual({ passed: 40, failed: 3 });
  });
});

describe('the end-to-end specs', () => {
  // The worker's own server and baseURL come with fixtures.ts' `test`: a spec on @playwright/test's would have none.
  it('take test and expect from e2e/fixtures.ts', () => {
    const offenders = ['tests', 'screenshots'].flatMap((dir) =>
      readdirSync(join(root, 'e2e', dir))
        .filter((name) => name.endsWith('.ts'))
        .filter((name) =>
          /import \{[^}]*\b(test|expect)\b[^}]*\} from '@playwright\/test'/.test(
            readFileSync(join(root, 'e2e', dir, name), 'utf8'),
          ),
        )
        .map((name) => `${dir}/${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
