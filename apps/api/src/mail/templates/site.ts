import type { ContactInquiry } from '@agency/shared/contact';
import type { Language } from '@agency/shared/enums';
import { SITE } from '@agency/shared/site';
import { type ComposedMail, composeMail, greeting, type MailKit } from '../compose.ts';

// The mails the public site causes (D15): an inquiry's copy for the agency, the visitor's acknowledgement, and the
// newsletter's double opt-in. The visitor's mails are in the language of the page they used.

const notGiven = (kit: MailKit, value: string | undefined) => value || kit.t('inquiry.notGiven');

/** The agency's copy: everything the visitor typed; replying answers the visitor directly. */
export function inquiryEmail(inquiry: ContactInquiry, portalLink: string, language: Language | null): ComposedMail {
  return composeMail(language, (kit) => ({
    subject: inquiry.company
      ? kit.t('inquiry.subjectCompany', { service: inquiry.service, name: inquiry.name, company: inquiry.company })
      : kit.t('inquiry.subject', { service: inquiry.service, name: inquiry.name }),
    content: {
      paragraphs: [kit.t('inquiry.intro'), inquiry.message],
      rows: [
        [kit.t('inquiry.name'), inquiry.name],
        [kit.t('inquiry.email'), inquiry.email],
        [kit.t('inquiry.company'), notGiven(kit, inquiry.company)],
        [kit.t('inquiry.service'), inquiry.service],
        [kit.t('inquiry.budget'), notGiven(kit, inquiry.budget)],
        [kit.t('inquiry.timeline'), notGiven(kit, inquiry.timeline)],
      ],
      button: { label: kit.t('inquiry.button'), url: portalLink },
      footnotes: [kit.t('inquiry.reply', { name: inquiry.name, hours: SITE.replyTimeHours })],
    },
  }));
}

/**
 * The visitor's acknowledgement. It repeats nothing they typed except the chosen service (a fixed list): anyone can
 * enter any address in the form, and an echo would let spammers mail their text through us.
 */
export function acknowledgementEmail(inquiry: Pick<ContactInquiry, 'service'>, language: Language | null) {
  return composeMail(language, (kit) => ({
    subject: kit.t('acknowledgement.subject'),
    content: {
      paragraphs: [
        greeting(kit, null),
        kit.t('acknowledgement.thanks', { service: inquiry.service, hours: SITE.replyTimeHours }),
        [
          kit.t('acknowledgement.next'),
          ...['call', 'proposal', 'kickoff'].map((step) => `- ${kit.t(`acknowledgement.${step}`)}`),
        ].join('\n'),
        kit.t('acknowledgement.ignore'),
        kit.t('acknowledgement.signature'),
      ],
    },
  }));
}

/** Double opt-in (D15). Like every newsletter mail, it carries a working unsubscribe link. */
export function newsletterConfirmationEmail(
  links: { confirmLink: string; unsubscribeLink: string },
  language: Language | null,
): ComposedMail {
  return composeMail(language, (kit) => ({
    subject: kit.t('newsletter.subject'),
    content: {
      paragraphs: [greeting(kit, null), kit.t('newsletter.intro'), kit.t('newsletter.confirm')],
      button: { label: kit.t('newsletter.button'), url: links.confirmLink },
      footnotes: [kit.t('newsletter.ignore'), kit.t('newsletter.unsubscribe', { link: links.unsubscribeLink })],
    },
  }));
}
