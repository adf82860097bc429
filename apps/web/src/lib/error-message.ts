import { i18n } from '../i18n';
import { ApiError } from './api';

// Codes apiFetch invents when the server said nothing readable; the screen's own fallback reads better then.
const WORDLESS_CODES = new Set(['HTTP_ERROR', 'INVALID_RESPONSE']);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

interface CatalogueIndex {
  bundle: Tree;
  keys: Map<string, string>;
  patterns: { pattern: RegExp; key: string; names: string[] }[];
}

let index: CatalogueIndex | undefined;

/**
 * The English `messages` catalogue, as i18next loaded it (English is every language's fallback, so it is loaded with
 * the user's), turned into text → key. Read from i18next rather than imported, so the first screen does not carry a
 * second copy of the catalogue (issue #8's budget); until it has loaded, texts show as they are (the spec's English).
 */
function catalogueIndex(): CatalogueIndex | undefined {
  const bundle = i18n.getResourceBundle('en', 'messages') as Tree | undefined;
  if (!bundle) return undefined;
  if (index?.bundle === bundle) return index;
  const keys = new Map<string, string>();
  const patterns: CatalogueIndex['patterns'] = [];
  for (const [key, text] of flatten(bundle)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
    if (names.length === 0) {
      keys.set(text, key);
      continue;
    }
    const source = text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(\\d+)');
    patterns.push({ pattern: new RegExp(`^${source}$`), key, names });
  }
  index = { bundle, keys, patterns };
  return index;
}

const translate = i18n.t.bind(i18n) as (key: string, options: Record<string, unknown>) => string;

/**
 * The one way a message in English (the shared schemas' and the server's, which are the spec's words) reaches the
 * screen in the user's language: the English `messages` catalogue maps each exact text to a stable key, and the
 * key's translation is shown. Messages with a number (zod's length limits) are matched by pattern. A text the
 * catalogue does not know (already translated, or new) is shown as it is.
 */
export function translateMessage(text: string): string {
  const catalogue = catalogueIndex();
  if (!catalogue) return text;
  const key = catalogue.keys.get(text);
  if (key) return translate(key, { ns: 'messages', defaultValue: text });
  for (const { pattern, key: patternKey, names } of catalogue.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return translate(patternKey, { ns: 'messages', defaultValue: text, ...values });
  }
  return text;
}

/** Every message of a form's errors object, translated (the schema's and the server's per-field answers). */
export function translateErrors<T extends Record<string, unknown>>(errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? translateMessage(message) : message,
    ]),
  ) as T;
}

/**
 * The server's message for a failed call (the spec passes backend messages on to the user), translated, or the
 * screen's fallback when there is none: a bare status, an unreadable body or an exception in the browser.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !WORDLESS_CODES.has(error.code)) {
    return translateMessage(error.message);
  }
  return translateMessage(fallback);
}
