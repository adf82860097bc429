import type { Language } from '@agency/shared/enums';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import {
  addressTakenEmail,
  confirmEmailChangeEmail,
  emailChangeNoticeEmail,
} from '../../mail/templates/email-change.ts';

// The outbox mails of a change of sign-in address: the templates (mail/templates/email-change.ts) with their
// addresses and kinds.

interface Person {
  name: string;
  language: Language | null;
}

/** Where the link lands: the portal's confirmation page, which sends the token with the session (never a GET). */
export const emailChangeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/dashboard/profile/confirm-email?token=${encodeURIComponent(token)}`;

export function confirmEmailChangeMail(person: Person, newEmail: string, link: string): OutgoingEmail {
  return { to: newEmail, kind: 'email-change-confirm', ...confirmEmailChangeEmail(person, link) };
}

export function addressTakenMail(person: Person, newEmail: string): OutgoingEmail {
  return { to: newEmail, kind: 'email-change-taken', ...addressTakenEmail(person.language) };
}

export function changeRequestedMail(person: Person, oldEmail: string, newEmail: string): OutgoingEmail {
  return { to: oldEmail, kind: 'email-change-requested', ...emailChangeNoticeEmail(person, 'requested', newEmail) };
}

export function changedMail(person: Person, oldEmail: string, newEmail: string): OutgoingEmail {
  return { to: oldEmail, kind: 'email-change-done', ...emailChangeNoticeEmail(person, 'changed', newEmail) };
}
