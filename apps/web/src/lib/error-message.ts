import { i18n } from '../i18n';
import english from '../locales/en/messages.json';
import { ApiError } from './api';

// Codes apiFetch invents when the server said nothing readable; the screen's own fallback reads better then.
const WORDLESS_CODES = new Set(['HTTP_ERROR', 'INVALID_RESPONSE']);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/**
 * The one way a message in English (the shared schemas' and the server's, which are the spec's words) reaches the
 * screen in the user's language: the English `messages` catalogue maps each exact text to a stable key, and the
 * key's translation is shown. Messages with a number (zod's length limits) are matched by pattern. A text the
 * catalogue does not know (already translated, or new) is shown as it is.
 */
const KEYS = new Map<string, string>();
const PATTERNS: { pattern: RegExp; key: string; names: string[] }[] = [];
for (const [key, text] of flatten(english as Tree)) {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
  if (names.length === 0) {
    KEYS.set(text, key);
    continue;
  }
  const source = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(\\d+)');
  PATTERNS.push({ pattern: new RegExp(`^${source}$`), key, names });
}

const translate = i18n.t.bind(i18n) as (key: string, options: Record<string, unknown>) => string;

export function translateMessage(text: string): string {
  const key = KEYS.get(text);
  if (key) return translate(key, { ns: 'messages', defaultValue: text });
  for (const { pattern, key: patternKey, names } of PATTERNS) {
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
