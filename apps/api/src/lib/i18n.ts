import { BRAND } from '@agency/shared/brand';
import { LANGUAGES, type Language } from '@agency/shared/enums';
import { formatCents } from '@agency/shared/money';
import i18next, { type TFunction } from 'i18next';
import deEmails from '../locales/de/emails.json' with { type: 'json' };
import deNotifications from '../locales/de/notifications.json' with { type: 'json' };
import deTerms from '../locales/de/terms.json' with { type: 'json' };
import enEmails from '../locales/en/emails.json' with { type: 'json' };
import enNotifications from '../locales/en/notifications.json' with { type: 'json' };
import enTerms from '../locales/en/terms.json' with { type: 'json' };
import esEmails from '../locales/es/emails.json' with { type: 'json' };
import esNotifications from '../locales/es/notifications.json' with { type: 'json' };
import esTerms from '../locales/es/terms.json' with { type: 'json' };
import frEmails from '../locales/fr/emails.json' with { type: 'json' };
import frNotifications from '../locales/fr/notifications.json' with { type: 'json' };
import frTerms from '../locales/fr/terms.json' with { type: 'json' };
import itEmails from '../locales/it/emails.json' with { type: 'json' };
import itNotifications from '../locales/it/notifications.json' with { type: 'json' };
import itTerms from '../locales/it/terms.json' with { type: 'json' };

/**
 * The server's texts in the user's language (issue #8): notifications (written once, in the recipient's language,
 * when the event happens) and every e-mail (mail/compose.ts, issue #21 point 8). JSON catalogues per language and namespace under
 * src/locales/<language>/<namespace>.json, imported statically so the bundle carries them and init is synchronous;
 * `catalogues.test.ts` fails on a key, plural form or placeholder missing from any language.
 *
 * Nothing here is HTML: the texts land in the database (the web escapes them when it renders) and in plain-text
 * e-mails, so interpolation does not escape.
 */
export const NAMESPACES = ['notifications', 'emails', 'terms'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const resources = {
  en: { notifications: enNotifications, emails: enEmails, terms: enTerms },
  es: { notifications: esNotifications, emails: esEmails, terms: esTerms },
  fr: { notifications: frNotifications, emails: frEmails, terms: frTerms },
  de: { notifications: deNotifications, emails: deEmails, terms: deTerms },
  it: { notifications: itNotifications, emails: itEmails, terms: itTerms },
} satisfies Record<Language, Record<Namespace, object>>;

export const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'notifications',
  initAsync: false,
  returnNull: false,
  // `{{brand}}` in any text is the agency's name, so no call has to pass it.
  interpolation: { escapeValue: false, defaultVariables: { brand: BRAND.name } },
});

// `{{amount, money}}`: integer cents (D11) as the language writes dollars ("$1,234.56", "1234,56 US$").
i18n.services.formatter?.add('money', (cents: number, lng) => formatCents(cents, lng));
// `{{dueDate, day}}`: a calendar date ("2026-11-05") as the language writes it ("5 nov 2026", "05.11.2026"). The
// English texts keep the ISO date they always had, so they do not use it.
i18n.services.formatter?.add('day', (value: string, lng) => formatDay(value, lng ?? 'en'));

/** A calendar date ("2026-11-05") as the language writes it, with Intl: "Nov 5, 2026", "05.11.2026". */
export function formatDay(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/** A language's t(); a user who never chose one (null) reads English. */
export function textsIn(language: Language | null | undefined, namespace: Namespace): TFunction {
  return i18n.getFixedT(language ?? 'en', namespace);
}
