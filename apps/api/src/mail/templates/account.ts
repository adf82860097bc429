import type { Language, Role } from '@agency/shared/enums';
import { type ComposedMail, composeMail, greeting } from '../compose.ts';

// The mails of an account's way in (D4): a password reset and an invitation.

export function passwordResetEmail(input: { name: string; link: string }, language: Language | null): ComposedMail {
  return composeMail(language, (kit) => ({
    subject: kit.t('reset.subject'),
    content: {
      paragraphs: [greeting(kit, input.name), kit.t('reset.intro'), kit.t('reset.ignore')],
      button: { label: kit.t('reset.button'), url: input.link },
    },
  }));
}

export function invitationEmail(
  input: { firstName: string; inviter: string; role: Role; link: string; days: number },
  language: Language | null,
): ComposedMail {
  return composeMail(language, (kit) => ({
    subject: kit.t('invitation.subject'),
    content: {
      paragraphs: [
        greeting(kit, input.firstName),
        kit.t('invitation.intro', {
          inviter: input.inviter || kit.t('invitation.team'),
          role: kit.t(`invitation.roles.${input.role}`),
        }),
        kit.t('invitation.accept', { count: input.days }),
      ],
      button: { label: kit.t('invitation.button'), url: input.link },
    },
  }));
}
