import { LANGUAGES, type Language } from '@agency/shared/enums';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguage } from './languages';

/**
 * The portal's and sign-in pages' one i18n instance (react-i18next). Catalogues are JSON files per language and
 * namespace under src/locales/<language>/<namespace>.json; each namespace loads as its own small chunk when a screen
 * first asks for it, so a workspace's strings travel with the workspace. `catalogues.test.ts` fails on a key missing
 * from any language; the types in i18next.d.ts make a key missing from English a compile error.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** i18next's backend: a catalogue is its chunk's default export (a few lines, not a package on the first screen). */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(catalogueBackend)
  .init({
    lng: browserLanguage(),
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

/** Switch the language at once (the user's stored preference, D23); the document's lang follows. */
export async function applyLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
