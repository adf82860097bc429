// Inlines the CSS each static page uses into the page itself, so the first paint waits for the HTML alone: a
// <link rel="stylesheet"> in <head> blocks rendering until it has arrived, which cost the public pages a round
// trip of Lighthouse's LCP (issue #19). Run by scripts/postbuild.ts over every prerendered page.
import Beasties, { type Options } from 'beasties';
import { parse, type Selector, SelectorType, stringify } from 'css-what';
import postcss from 'postcss';

/**
 * Attributes that change after the page has loaded, with no new CSS to come: the colour scheme, an open <details>
 * (the mobile menu, the FAQ), and what the islands script sets (src/islands; page-css.test.ts checks the list against
 * it). React never runs on these pages, so Mantine's own attributes (`data-variant`, `data-size`…) stay as built.
 */
export const STATE_ATTRIBUTES = new Set([
  'data-mantine-color-scheme',
  'open',
  'hidden',
  'disabled',
  'data-islands',
  'data-opaque',
  'data-choice',
  'data-role',
  'data-state',
  'data-error',
  'data-href',
  'aria-expanded',
  'aria-label',
  'aria-busy',
  'aria-invalid',
  'aria-describedby',
]);

/**
 * Beasties keeps a rule when its selector matches an element of the page. Ours must also keep the rules of the
 * states the page reaches later, so a selector is matched without its state: attribute selectors of
 * STATE_ATTRIBUTES, pseudo-classes (hover, focus, `:where(…)`, `:not(…)`…) and pseudo-elements are dropped first,
 * and a part left empty matches any element. Rules for components the page does not show (most of Mantine, the
 * portal's CSS) still go.
 */
export function withoutState(selector: string): string {
  const relaxed = parse(selector).map((tokens) => fillEmptyParts(tokens.filter(isStatic)));
  return stringify(relaxed);
}

function isStatic(token: Selector): boolean {
  if (token.type === 'attribute') return !STATE_ATTRIBUTES.has(token.name);
  return token.type !== 'pseudo' && token.type !== 'pseudo-element';
}

const COMBINATORS = new Set(['descendant', 'child', 'sibling', 'adjacent', 'parent', 'column-combinator']);

/** `[data-islands] .menu` loses its first part: `* .menu`, not the invalid ` .menu`. */
function fillEmptyParts(tokens: Selector[]): Selector[] {
  const universal: Selector = { type: SelectorType.Universal, namespace: null };
  const filled: Selector[] = [];
  for (const token of tokens) {
    const previous = filled.at(-1);
    if (COMBINATORS.has(token.type) && (!previous || COMBINATORS.has(previous.type))) filled.push(universal);
    filled.push(token);
  }
  const last = filled.at(-1);
  if (!last || COMBINATORS.has(last.type)) filled.push(universal);
  return filled;
}

/** Beasties with the relaxed matching above (it calls this method for every selector it checks). */
class PageCss extends Beasties {
  normalizeCssSelector(selector: string): string {
    return withoutState(selector);
  }
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

export class PageCssError extends Error {}

/**
 * Returns the page with the rules it uses from its stylesheets (read from `clientDir`, where `/assets/…` lives) in
 * one <style> in place of the <link>s, and the <link>s removed: the inlined rules are all the page needs, with or
 * without JavaScript, so the rest is not loaded at all. Mantine's own inline <style>s are left as they are.
 */
export async function inlinePageCss(html: string, clientDir: string): Promise<string> {
  const beasties = new PageCss({
    path: clientDir,
    publicPath: '/',
    // We remove the links ourselves, below: every strategy of Beasties's keeps loading the full sheets. `false`
    // (documented, and handled by its code) is missing from its type.
    preload: false as unknown as Options['preload'],
    reduceInlineStyles: false,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    logLevel: 'warn',
  });
  const inlined = dropUnusedCustomProperties((await beasties.process(html)).replace(STYLESHEET_LINK, ''));
  assertNoBlockingStylesheet(inlined);
  return inlined;
}

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Mantine declares some 450 custom properties on :root (every shade of every colour, in both schemes), in its
 * stylesheet and again in its inline <style>; a page reads about half. This removes the declarations of those no
 * rule, style attribute or other used property of the page refers to: a third of the page's CSS, which keeps the
 * compressed page within the first round trip of a new connection (about 14 KB).
 */
export function dropUnusedCustomProperties(html: string): string {
  const sheets = [...html.matchAll(STYLE_ELEMENT)].map((match) => postcss.parse(match[2] ?? ''));
  const used = new Set(referencedProperties(html.replace(STYLE_ELEMENT, '')));
  const definitions = new Map<string, string[]>();
  for (const sheet of sheets) {
    sheet.walkDecls(({ prop, value }) => {
      if (prop.startsWith('--')) definitions.set(prop, [...(definitions.get(prop) ?? []), value]);
      else for (const name of referencedProperties(value)) used.add(name);
    });
  }
  // A used property keeps the properties its value refers to.
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of definitions.get(name) ?? []) {
      for (const reference of referencedProperties(value)) {
        if (!used.has(reference)) pending.push(reference);
        used.add(reference);
      }
    }
  }
  let index = 0;
  return html.replace(STYLE_ELEMENT, (_element, open: string, _css: string, close: string) => {
    const sheet = sheets[index++] as postcss.Root;
    sheet.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--') && !used.has(declaration.prop)) declaration.remove();
    });
    sheet.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    return `${open}${sheet.toString()}${close}`;
  });
}

function referencedProperties(text: string): string[] {
  return [...text.matchAll(VAR_REFERENCE)].map((match) => match[1] as string);
}

/** A stylesheet <link> in <head> holds up the first paint (issue #19): the build fails if one is left. */
export function assertNoBlockingStylesheet(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const blocking = [...head.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .find((link) => /\brel="?stylesheet\b/.test(link) && !/\bmedia="?print\b/.test(link));
  if (blocking) throw new PageCssError(`render-blocking stylesheet left in <head>: ${blocking}`);
}
