import { readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineCssPerComponent } from './mantine-css-per-component.ts';

const transform = (code: string, id: string) => {
  const hook = mantineCssPerComponent().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
};

describe('Mantine CSS per component (issue #19)', () => {
  it('makes a component class map import its stylesheet, after its own code', () => {
    const id = '/repo/node_modules/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.module.mjs';
    expect(transform('export default {};', id)).toBe(
      "export default {};\nimport '@mantine/core/styles/CheckboxCard.layer.css';\n",
    );
    expect(transform('x', '/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
    expect(transform('x', '/repo/src/features/shell/components/shell-nav.module.css')).toBeNull();
  });

  it('names a stylesheet Mantine publishes for every class map it ships', () => {
    const core = fileURLToPath(new URL('../../../../node_modules/@mantine/core/', import.meta.url));
    const maps = execFileSync('find', [`${core}esm`, '-name', '*.module.mjs'], { encoding: 'utf8' }).trim().split('\n');
    expect(maps.length).toBeGreaterThan(90);
    for (const map of maps) {
      const name = /(\w+)\.module\.mjs$/.exec(map)![1];
      expect(() => readFileSync(`${core}styles/${name}.layer.css`), name).not.toThrow();
    }
  });

  it('keeps all of Mantine in its layer: no whole stylesheet, no unlayered file', () => {
    const src = fileURLToPath(new URL('../', import.meta.url));
    // An unlayered Mantine rule outranks every layered one: `button { font: inherit }` beat the tabs' font size.
    const unlayered = String.raw`@mantine/[a-z]+/styles(/[A-Za-z-]+)?\.css`;
    const grep = spawnSync('grep', ['-rlE', '--include=*.ts', '--include=*.tsx', '--include=*.css', unlayered, src], {
      encoding: 'utf8',
    });
    expect(grep.stdout).toBe('');
  });
});
