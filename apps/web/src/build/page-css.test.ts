import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNoBlockingStylesheet,
  dropUnusedCustomProperties,
  inlinePageCss,
  PageCssError,
  STATE_ATTRIBUTES,
  withoutState,
} from './page-css';

describe('withoutState', () => {
  it('matches a selector without the states the page changes later', () => {
    expect(withoutState('.card:hover')).toBe('.card');
    expect(withoutState('details[open] > summary::after')).toBe('details > summary');
    expect(withoutState('.field[data-error] .input[aria-invalid="true"]')).toBe('.field .input');
    expect(withoutState('#main .title')).toBe('#main .title');
  });

  it('keeps the attributes that stay as built, such as a Mantine variant', () => {
    expect(withoutState('.button[data-variant="filled"]')).toBe('.button[data-variant="filled"]');
  });

  it('lets a part left empty match any element', () => {
    expect(withoutState(':where([data-mantine-color-scheme=dark]) .card:not(:disabled)')).toBe('* .card');
    expect(withoutState('[data-islands] .menu > .item')).toBe('* .menu > .item');
    expect(withoutState(':root[data-mantine-color-scheme=dark]')).toBe('*');
  });

  it('knows every attribute the islands script changes', () => {
    const islands = join(import.meta.dirname, '../islands');
    const source = readdirSync(islands)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(join(islands, name), 'utf8'))
      .join('\n');
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const changed = [
      ...[...source.matchAll(/(?:set|toggle|remove)Attribute\('([\w-]+)'/g)].map((match) => match[1]),
      ...[...source.matchAll(/\.dataset\.(\w+) =/g)].map((match) => `data-${kebab(match[1] ?? '')}`),
      ...[...source.matchAll(/\.(hidden|open|disabled) =/g)].map((match) => match[1]),
    ];
    expect(changed.length).toBeGreaterThan(10);
    expect(changed.filter((name) => !STATE_ATTRIBUTES.has(name ?? ''))).toEqual([]);
  });
});

describe('dropUnusedCustomProperties', () => {
  it('keeps the properties the page reads, directly or through another, and drops the rest', () => {
    const html = [
      '<html><head><style>:root{--used:1px;--chained:var(--base);--base:red;--unused:2px;--from-attribute:0}',
      '.a{margin:var(--used);color:var(--chained)}</style></head>',
      '<body><style data-mantine-styles="true">:root{--unused-too:3px}</style>',
      '<p class="a" style="--local:var(--from-attribute)">Hi</p></body></html>',
    ].join('');
    const pruned = dropUnusedCustomProperties(html);
    expect(pruned).toContain(':root{--used:1px;--chained:var(--base);--base:red;--from-attribute:0}');
    expect(pruned).not.toContain('--unused');
    expect(pruned).toContain('<style data-mantine-styles="true"></style>');
    expect(pruned).toContain('style="--local:var(--from-attribute)"');
  });
});

// A stylesheet as the build makes one: Mantine's variables, the page's components in their states, and components
// of other pages.
const SHEET = [
  ':root{--color:#000}',
  'body{background:var(--mantine-color-body)}',
  ':root[data-mantine-color-scheme=dark]{--color:#fff}',
  '.hero{color:var(--color);animation:fade 1s}',
  '@keyframes fade{from{opacity:0}}',
  '@keyframes unused{from{opacity:0}}',
  '[data-mantine-color-scheme=dark] .hero{background:#000}',
  '.hero:hover{color:red}',
  '.hero[data-size=xl]{font-size:4rem}',
  '.hero[data-size=xs]{font-size:1rem}',
  'details[open] .answer{display:block}',
  '[data-islands] .script-only{display:inline}',
  '@media (max-width:40em){.hero{font-size:2rem}}',
  '.portal-table{display:grid}',
  '@media (max-width:40em){.portal-table{display:block}}',
].join('\n');

const PAGE = [
  '<!DOCTYPE html><html lang="en" data-mantine-color-scheme="light"><head><meta charset="utf-8"><title>Home</title>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="stylesheet" href="/assets/app-1.css#"><link rel="stylesheet" href="/assets/home-2.css">',
  '<style data-mantine-styles="true">:root{--mantine-color-body:#fff}</style>',
  '<script type="module" src="/assets/islands-3.js"></script></head>',
  '<body><main><h1 class="hero" data-size="xl">Hello</h1><details><summary>Q</summary><p class="answer">A</p></details>',
  '<button class="script-only">Toggle</button></main></body></html>',
].join('');

describe('inlinePageCss', () => {
  let clientDir: string;
  let page: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'page-css-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets/app-1.css'), SHEET);
    writeFileSync(join(clientDir, 'assets/home-2.css'), '.hero{margin:0}.other-page{margin:1px}');
    page = await inlinePageCss(PAGE, clientDir);
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('replaces the stylesheet links with the rules the page uses, and loads nothing else', () => {
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).not.toContain('/assets/app-1.css');
    expect(page).toMatch(/<head>.*<style>[^<]*\.hero\{[^<]*<\/style>.*<\/head>/s);
    expect(page).toContain('.hero{margin:0}');
    expect(page).not.toContain('portal-table');
    expect(page).not.toContain('other-page');
    expect(page).toContain('.hero[data-size=xl]{font-size:4rem}');
    expect(page).not.toContain('data-size=xs');
  });

  it('keeps the states the page reaches later: dark scheme, hover, open <details>, the islands script', () => {
    expect(page).toContain(':root[data-mantine-color-scheme=dark]{--color:#fff}');
    expect(page).toContain('[data-mantine-color-scheme=dark] .hero{background:#000}');
    expect(page).toContain('.hero:hover{color:red}');
    expect(page).toContain('details[open] .answer{display:block}');
    expect(page).toContain('[data-islands] .script-only{display:inline}');
    expect(page).toMatch(/@media \(max-width:40em\)\{\.hero\{font-size:2rem\}\}/);
  });

  it('keeps the animations the page uses and no others', () => {
    expect(page).toContain('@keyframes fade');
    expect(page).not.toContain('@keyframes unused');
  });

  it('leaves the rest of the head alone, but for custom properties nothing reads', () => {
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page).toContain('<style data-mantine-styles="true">:root{--mantine-color-body:#fff}</style>');
    expect(page).toContain('<script type="module" src="/assets/islands-3.js"></script></head>');
  });
});

describe('assertNoBlockingStylesheet', () => {
  const head = (links: string) => `<html><head>${links}</head><body><p>Hi</p></body></html>`;

  it('fails the build when a stylesheet would hold up the first paint', () => {
    expect(() => assertNoBlockingStylesheet(head('<link rel="stylesheet" href="/a.css">'))).toThrow(PageCssError);
    expect(() => assertNoBlockingStylesheet(head('<link href="/a.css" rel=stylesheet>'))).toThrow(PageCssError);
  });

  it('accepts a page without one, or with one that does not block', () => {
    expect(() => assertNoBlockingStylesheet(head('<link rel="icon" href="/favicon.svg">'))).not.toThrow();
    expect(() => assertNoBlockingStylesheet(head('<link rel="stylesheet" href="/a.css" media="print">'))).not.toThrow();
  });
});
