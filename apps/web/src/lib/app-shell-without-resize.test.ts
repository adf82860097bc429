import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { AppShellResizeHandle } from './app-shell-without-resize';

const appShell = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../esm/components/AppShell');
const SECTIONS = ['AppShellNavbar', 'AppShellAside', 'AppShellHeader', 'AppShellFooter'];

it("AppShell's sections import the resize handle by the path vite.config.ts replaces, and draw it only when resizable", () => {
  for (const section of SECTIONS) {
    const code = readFileSync(join(appShell, section, `${section}.mjs`), 'utf8');
    expect(code).toContain('from "../AppShellResizeHandle/AppShellResizeHandle.mjs"');
    expect(code).toMatch(/if \(!isResizable\) return/);
  }
});

it('says why when a resizable section would draw it', () => {
  expect(() => AppShellResizeHandle()).toThrow(/not bundled/);
});
