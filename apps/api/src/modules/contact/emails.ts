import { BRAND } from '@agency/shared/brand';
import { type ContactInquiry, inquirySubject, inquiryText } from '@agency/shared/contact';
import { SITE } from '@agency/shared/site';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { textContent } from '../../mail/render.ts';

type Mail = Omit<OutgoingEmail, 'to' | 'kind'>;

/** The agency's copy: everything the visitor typed; replying answers the visitor directly. */
export function inquiryEmail(inquiry: ContactInquiry, portalLink: string): Mail {
  const text = [
    `A new project inquiry arrived through the website contact form.`,
    '',
    inquiryText(inquiry),
    '',
    `Reply to this e-mail to answer ${inquiry.name} directly. We promise a reply within ${SITE.replyTimeHours} hours.`,
    `Mark it handled in the portal: ${portalLink}`,
  ].join('\n');
  return {
    subject: `New inquiry: ${inquirySubject(inquiry)}`,
    replyTo: inquiry.email,
    text,
    content: { ...textContent(text), button: { label: 'Open the leads', url: portalLink } },
  };
}

/**
 * The visitor's acknowledgement. It repeats nothing they typed except the chosen service (a fixed list):
 * anyone can enter any address in the form, and an echo would let spammers mail their text through us.
 */
export function acknowledgementEmail(inquiry: ContactInquiry): Mail {
  return {
    subject: `We received your message - ${BRAND.name}`,
    text: [
      'Hello,',
      '',
      `Thank you for getting in touch with ${BRAND.name} about ${inquiry.service}. Your message has reached our team, and one of us will reply within ${SITE.replyTimeHours} hours.`,
      '',
      'What happens next:',
      '- A free 30-minute discovery call to understand your goals.',
      '- A detailed proposal with scope, timeline and price within 2-3 business days.',
      '- Kickoff within 1-2 weeks of your go-ahead.',
      '',
      `If you did not write to us, please ignore this e-mail: you will not hear from us again.`,
      '',
      `The ${BRAND.name} team`,
    ].join('\n'),
  };
}
