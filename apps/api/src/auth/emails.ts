import { BRAND } from '@agency/shared/brand';

import type { MailContent } from '../mail/render.ts';

// Text first (what the outbox screen and the log show); the HTML is the same words in the layout (mail/layout.ts).

interface Email {
  subject: string;
  text: string;
  content: MailContent;
}

export function passwordResetEmail({ name, link }: { name: string; link: string }): Email {
  const lines = [
    `Hello ${name || 'there'},`,
    `Someone asked to reset the password of your ${BRAND.name} account. If it was you, choose a new password with the link below. It works once and expires in one hour.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  return {
    subject: `Reset your ${BRAND.name} password`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    content: { paragraphs: lines, button: { label: 'Choose a new password', url: link } },
  };
}

export function invitationEmail({
  firstName,
  inviter,
  role,
  link,
}: {
  firstName: string;
  inviter: string;
  role: string;
  link: string;
}): Email {
  const lines = [
    `Hello ${firstName || 'there'},`,
    `${inviter} has invited you to the ${BRAND.name} portal as ${role === 'CLIENT' ? 'a client' : `an ${role.toLowerCase()}`}. Accept the invitation and choose your password with the link below. It expires in 7 days.`,
  ];
  return {
    subject: `You're invited to the ${BRAND.name} portal`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    content: { paragraphs: lines, button: { label: 'Accept the invitation', url: link } },
  };
}
