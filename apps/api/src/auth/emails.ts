import { BRAND } from '@agency/shared/brand';

// Plain, readable e-mails: text first (what the outbox screen and the log show), HTML alike.

interface Email {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function layout(paragraphs: string[], action: { label: string; link: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<div style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">${body}<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 16px;background:#3b5bdb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:13px">${escapeHtml(BRAND.name)}</p></div>`;
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
    html: layout(lines, { label: 'Choose a new password', link }),
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
    html: layout(lines, { label: 'Accept the invitation', link }),
  };
}
