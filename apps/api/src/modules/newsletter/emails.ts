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
  const intro = `Someone, hopefully you, asked to receive the ${BRAND.name} newsletter at this address: a short monthly note on web, mobile and product work, with no sales pitches.`;
  const ignore = 'If you did not ask for this, ignore this e-mail and you will not hear from us.';
  const unsubscribe = `Unsubscribe at any time: ${unsubscribeLink}`;
  return {
    subject: `Confirm your subscription to the ${BRAND.name} newsletter`,
    text: [
      'Hello,',
      '',
      intro,
      '',
      'Please confirm your subscription with this link (it works for 7 days):',
      confirmLink,
      '',
      ignore,
      '',
      unsubscribe,
    ].join('\n'),
    content: {
      paragraphs: ['Hello,', intro, 'Please confirm your subscription with this link (it works for 7 days):'],
      button: { label: 'Confirm my subscription', url: confirmLink },
      footnotes: [ignore, unsubscribe],
    },
  };
}
