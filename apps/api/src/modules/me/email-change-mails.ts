import { BRAND } from '@agency/shared/brand';
import type { Language } from '@agency/shared/enums';
import { EMAIL_CHANGE_HOURS } from '@agency/shared/profile-values';
import { textsIn } from '../../lib/i18n.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';

// The mails of a change of sign-in address, in the person's language (emails.json › emailChange). Text first (what
// the outbox screen and the log show); the HTML is the same words in the layout.

interface Person {
  name: string;
  language: Language | null;
}

/** Where the link lands: the portal's confirmation page, which sends the token with the session (never a GET). */
export const emailChangeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/dashboard/profile/confirm-email?token=${encodeURIComponent(token)}`;

function mail(
  person: Person,
  to: string,
  kind: string,
  { subject, paragraphs, button }: { subject: string; paragraphs: string[]; button?: { label: string; url: string } },
): OutgoingEmail {
  const t = textsIn(person.language, 'emails');
  const all = [t('greeting', { replace: { name: person.name || to } }), ...paragraphs];
  const text = button ? `${all.join('\n\n')}\n\n${button.url}\n` : `${all.join('\n\n')}\n`;
  return { to, kind, subject, text, content: { language: person.language, paragraphs: all, button } };
}

/** To the new address: the single-use link. */
export function confirmEmailChangeMail(person: Person, newEmail: string, link: string): OutgoingEmail {
  const t = textsIn(person.language, 'emails');
  const brand = BRAND.name;
  return mail(person, newEmail, 'email-change-confirm', {
    subject: t('emailChange.confirmSubject', { replace: { brand } }),
    paragraphs: [
      t('emailChange.confirmBody', { replace: { brand, hours: EMAIL_CHANGE_HOURS } }),
      t('emailChange.confirmIgnore'),
    ],
    button: { label: t('emailChange.confirmButton'), url: link },
  });
}

/** To a new address that already belongs to an account: no link, and the requester learns nothing from the answer. */
export function addressTakenMail(person: Person, newEmail: string): OutgoingEmail {
  const t = textsIn(person.language, 'emails');
  const brand = BRAND.name;
  return mail({ ...person, name: '' }, newEmail, 'email-change-taken', {
    subject: t('emailChange.takenSubject', { replace: { brand } }),
    paragraphs: [t('emailChange.takenBody', { replace: { brand } }), t('emailChange.takenHint')],
  });
}

/** To the current address when a change is asked for. */
export function changeRequestedMail(person: Person, oldEmail: string, newEmail: string): OutgoingEmail {
  const t = textsIn(person.language, 'emails');
  return mail(person, oldEmail, 'email-change-requested', {
    subject: t('emailChange.requestedSubject', { replace: { brand: BRAND.name } }),
    paragraphs: [t('emailChange.requestedBody', { replace: { newEmail } }), t('emailChange.notYou')],
  });
}

/** To the address the account signed in with until the change was confirmed. */
export function changedMail(person: Person, oldEmail: string, newEmail: string): OutgoingEmail {
  const t = textsIn(person.language, 'emails');
  return mail(person, oldEmail, 'email-change-done', {
    subject: t('emailChange.changedSubject', { replace: { brand: BRAND.name } }),
    paragraphs: [t('emailChange.changedBody', { replace: { newEmail } }), t('emailChange.notYou')],
  });
}
