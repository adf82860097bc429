import { BRAND } from '@agency/shared/brand';
import type { OutgoingEmail } from '../../mail/outbox.ts';

type Mail = Omit<OutgoingEmail, 'to' | 'kind'>;

/** Double opt-in (D15). Like every newsletter mail, it carries a working unsubscribe link. */
export function confirmationEmail({
  confirmLink,
  unsubscribeLink,
}: {
  confirmLink: string;
  unsubscribeLink: string;
}): Mail {
  return {
    subject: `Confirm your subscription to the ${BRAND.name} newsletter`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to receive the ${BRAND.name} newsletter at this address: a short monthly note on web, mobile and product work, with no sales pitches.`,
      '',
      'Please confirm your subscription with this link (it works for 7 days):',
      confirmLink,
      '',
      'If you did not ask for this, ignore this e-mail and you will not hear from us.',
      '',
      `Unsubscribe at any time: ${unsubscribeLink}`,
    ].join('\n'),
  };
}
