import type { Language } from '@agency/shared/enums';
import { formatCents } from '@agency/shared/money';
import type { TFunction } from 'i18next';
import { formatDay, textsIn } from '../lib/i18n.ts';
import { contentText, type MailContent } from './render.ts';

/**
 * The one way a mail is written (issue #21 point 8): a template is a function of its values and the recipient's
 * language that builds the subject and the content from the `emails` catalogue (src/locales/<language>/emails.json)
 * and this kit's Intl formats. The plain-text part is derived from the content, so both parts always carry the same
 * words and links; the HTML is the content in the layout (render.ts). Every template lives in mail/templates/ and
 * templates.test.ts renders each in every language.
 */
export interface MailKit {
  language: Language;
  /** The `emails` namespace in the recipient's language; `{{brand}}` is filled in everywhere. */
  t: TFunction;
  /** Integer cents (D11) as the language writes dollars. */
  money(cents: number): string;
  /** A calendar date ("2026-09-30") as the language writes it. */
  day(isoDate: string): string;
  /** Two calendar dates as one span ("Sep 1 – 30, 2026", "01.–30.09.2026"). */
  span(startIsoDate: string, endIsoDate: string): string;
  /** An instant span as read in a time zone, with the zone named ("14 janv. 2027, 09:00 – 10:00 (Europe/Paris)"). */
  instants(start: Date, end: Date, zone: string): string;
  /** A number as the language writes it (1.5 → "1,5"). */
  number(value: number): string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  content: MailContent;
}

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function mailKit(language: Language | null | undefined): MailKit {
  const lng = language ?? 'en';
  const days = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    language: lng,
    t: textsIn(lng, 'emails'),
    money: (cents) => formatCents(cents, lng),
    day: (isoDate) => formatDay(isoDate, lng),
    span: (start, end) => days.formatRange(utcDay(start), utcDay(end)),
    instants: (start, end, zone) => {
      const format = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
      return `${format.formatRange(start, end)} (${zone})`;
    },
    number: (value) => new Intl.NumberFormat(lng).format(value),
  };
}

/** A mail in the recipient's language (null: they never chose, so English). */
export function composeMail(
  language: Language | null | undefined,
  build: (kit: MailKit) => { subject: string; content: Omit<MailContent, 'language'> },
): ComposedMail {
  const kit = mailKit(language);
  const { subject, content } = build(kit);
  const full: MailContent = { ...content, language: kit.language };
  return { subject, text: contentText(full), content: full };
}

/** "Hello Ada," or, without a name, "Hello,". */
export function greeting({ t }: MailKit, name: string | null | undefined): string {
  return name?.trim() ? t('greeting', { name: name.trim() }) : t('greetingAnonymous');
}
