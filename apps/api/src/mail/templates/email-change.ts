import type { Language } from '@agency/shared/enums';
import { EMAIL_CHANGE_HOURS } from '@agency/shared/profile-values';
import { type ComposedMail, composeMail, greeting } from '../compose.ts';

// The mails of a change of sign-in address (emails.json › emailChange), in the person's language.

interface Person {
  name: string;
  language: Language | null;
}

/** To the new address: the single-use link. */
export function confirmEmailChangeEmail(person: Person, link: string): ComposedMail {
  return composeMail(person.language, (kit) => ({
    subject: kit.t('emailChange.confirmSubject'),
    content: {
      paragraphs: [
        greeting(kit, person.name),
        kit.t('emailChange.confirmBody', { hours: EMAIL_CHANGE_HOURS }),
        kit.t('emailChange.confirmIgnore'),
      ],
      button: { label: kit.t('emailChange.confirmButton'), url: link },
    },
  }));
}

/** To a new address that already belongs to an account: no link, and the requester learns nothing from the answer. */
export function addressTakenEmail(language: Language | null): ComposedMail {
  return composeMail(language, (kit) => ({
    subject: kit.t('emailChange.takenSubject'),
    content: {
      paragraphs: [greeting(kit, null), kit.t('emailChange.takenBody'), kit.t('emailChange.takenHint')],
    },
  }));
}

/** To the current address, when a change is asked for ('requested') and once it is done ('changed'). */
export function emailChangeNoticeEmail(person: Person, step: 'requested' | 'changed', newEmail: string): ComposedMail {
  return composeMail(person.language, (kit) => ({
    subject: kit.t(`emailChange.${step}Subject`),
    content: {
      paragraphs: [
        greeting(kit, person.name),
        kit.t(`emailChange.${step}Body`, { newEmail }),
        kit.t('emailChange.notYou'),
      ],
    },
  }));
}
