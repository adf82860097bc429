import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const scrollArea = join(dirname(require.resolve('@mantine/core')), '../esm/components/ScrollArea/ScrollArea.mjs');
const floatingUi = join(dirname(require.resolve('@floating-ui/react')), 'floating-ui.react.mjs');

it('ScrollArea takes only useMergeRefs from @floating-ui/react, the one name vite.config.ts gives it from our module', () => {
  const code = readFileSync(scrollArea, 'utf8');
  expect(code.match(/from "@floating-ui\/react"/g)).toHaveLength(1);
  expect(code).toContain('import { useMergeRefs } from "@floating-ui/react";');
});

it("floating-ui's useMergeRefs is still the one copied (a new version is to be compared and copied again)", () => {
  const code = readFileSync(floatingUi, 'utf8');
  const start = code.indexOf('function useMergeRefs(refs) {');
  const body = code.slice(start, code.indexOf('\n}\n', start));
  expect(body).toContain("return typeof refCleanup === 'function' ? refCleanup : () => {");
  expect(body).toContain('cleanupRef.current = refEffect(value);');
  expect(body).toContain('if (refs.every(ref => ref == null)) {');
});
