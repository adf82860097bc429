import { LANGUAGES, type Language } from '@agency/shared/enums';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage, isQuotaError } from '../lib/browser-storage';
import { browserLanguage, isLanguage } from './languages';

/**
 * The portal's and sign-in pages' one i18n instance (react-i18next). Catalogues are JSON files per language and
 * namespace under src/locales/<language>/<namespace>.json; each namespace loads as its own small chunk when a screen
 * first asks for it, so a workspace's strings travel with the workspace. `catalogues.test.ts` fails on a key missing
 * from any language; the types in i18next.d.ts make a key missing from English a compile error.
 */
type Catalogues = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** English, every language's fallback, is read on every screen: its list of chunks comes with this module. */
const english: Catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./*.json', {
  base: '../locales/en',
});

/**
 * Each other language's list of chunks is a small chunk of its own, loaded when the language is first used: five
 * lists of every namespace's hashed chunk name cost each first screen about 1.5 KiB gzipped (issue #8).
 */
const others: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogues }>> = {
  de: () => import('./catalogues/de'),
  es: () => import('./catalogues/es'),
  fr: () => import('./catalogues/fr'),
  it: () => import('./catalogues/it'),
};
const listed = new Map<string, Promise<Catalogues>>();

function cataloguesOf(language: string): Promise<Catalogues> {
  if (language === 'en') return Promise.resolve(english);
  if (!Object.hasOwn(others, language)) return Promise.resolve({});
  let list = listed.get(language);
  if (!list) {
    list = others[language as keyof typeof others]().then((module) => module.default);
    listed.set(language, list);
    // A list that did not arrive is asked for again by the next read.
    list.catch(() => listed.delete(language));
  }
  return list;
}

/** i18next's backend: a catalogue is its chunk's default export (a few lines, not a package on the first screen). */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    cataloguesOf(language)
      .then((catalogues) => {
        const load = catalogues[`./${namespace}.json`];
        if (!load) throw new Error(`no catalogue ${language}/${namespace}`);
        return load();
      })
      .then(
        (module) => callback(null, module.default),
        (error: Error) => callback(error, false),
      );
  },
};

export const i18n = i18next.createInstance();

/** The language last applied in this browser (kept as a preference, 000 §4). */
const LAST_LANGUAGE_KEY = 'language';

const startLanguage = browserLanguage();
// The lists of the browser's language and of the one last applied here (a user's stored choice, D23, arrives with
// their preferences) are asked for now, alongside the screen's own code, not after the first catalogue is wanted.
void cataloguesOf(startLanguage);
let lastLanguage = browserStorage().read(LAST_LANGUAGE_KEY, isLanguage);
if (lastLanguage) void cataloguesOf(lastLanguage);

void i18n
  .use(initReactI18next)
  .use(catalogueBackend)
  .init({
    lng: startLanguage,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    // The shared schemas' and the server's messages (namespace `messages`, lib/error-message.ts) load with what shows
    // them: a failed API call (lib/api.ts), a form (lib/form.ts), a screen that names the namespace.
    ns: ['common'],
    interpolation: { escapeValue: false }, // React escapes.
    react: { useSuspense: true },
  });

/**
 * The catalogue lib/error-message.ts translates the server's and the shared schemas' English messages with, in the
 * current language and English. Never rejects: a message it cannot translate is shown in English.
 */
export async function loadMessageCatalogue(): Promise<void> {
  await i18n.loadNamespaces('messages').catch(() => undefined);
}

/**
 * Starts a screen's catalogues with its code and data (a route's clientLoader), so the screen renders once instead of
 * suspending on each namespace in turn, a round trip each on a phone (issue #19). Never rejects: a catalogue that
 * did not arrive is asked for again when the screen reads it.
 */
export async function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}

/** Switch the language at once (the user's stored preference, D23); the document's lang follows. */
export async function applyLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (lastLanguage === language) return;
  lastLanguage = language;
  try {
    browserStorage().write(LAST_LANGUAGE_KEY, language);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  }
}
