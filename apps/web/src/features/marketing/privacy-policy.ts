import { BRAND } from '@agency/shared/brand';
import { SITE } from '@agency/shared/site';
import { POLICY } from '../../config/policy-figures';
import type { LegalDocument } from './legal-document';

/** Privacy Policy: 11 sections (spec 001 §2) carrying the policy figures of 001 §9. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '2025-01-15',
  intro: `This policy explains what personal information ${BRAND.name} collects through this website and our client portal, why we collect it, how long we keep it and the choices you have.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `${BRAND.name} is a remote-first digital agency. We are responsible for the personal information described in this policy. You can reach us about privacy at ${SITE.contactEmail}.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'Information we collect',
      paragraphs: ['We collect only what we need to answer you and deliver our services:'],
      list: [
        'Inquiries: the name, e-mail address, company and project details you send through the contact form.',
        'Newsletter: your e-mail address and when you confirmed or cancelled your subscription.',
        'Portal accounts: your name, e-mail address, role and the projects, messages, files and invoices you work with.',
        'Payments: invoice and payment records. Card details are handled by our payment provider and never reach our servers.',
        'Site usage: cookieless page-view counts, described below.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use information',
      paragraphs: [
        'We use your information to reply to inquiries, prepare proposals, deliver and support projects, send invoices, send the newsletter you asked for, keep our services secure and understand which pages are useful. We do not sell personal information, and we do not use it for advertising.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies, local storage and analytics',
      paragraphs: [
        'We do not use advertising or third-party tracking cookies. Our site analytics are first-party and cookieless: we count page views with a visitor hash that changes every day, so we cannot follow you from one day to the next. This is what we keep, and for how long:',
      ],
    },
    {
      id: 'sharing',
      title: 'How we share information',
      paragraphs: [
        'We share personal information only with service providers who help us run our business (hosting, e-mail delivery and payment processing), under contracts that limit their use of it, or where the law requires us to.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      paragraphs: [
        'We keep inquiries for two years after our last contact with you, client records for as long as the law requires for accounting (usually seven years), and newsletter records until you unsubscribe plus the time needed to honour it. We then delete or anonymise the information.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect information',
      paragraphs: [
        'Data is encrypted in transit, passwords are stored only as salted hashes, sessions live in httpOnly cookies, and access inside our team is limited to the people who need it. Every change in the portal is recorded in an audit log.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        `You can ask us for a copy of your personal information, ask us to correct or delete it, object to how we use it, or withdraw a consent you gave. Write to ${SITE.contactEmail}; we respond within ${POLICY.privacyResponseDays} days. You can also complain to your local data-protection authority.`,
      ],
    },
    {
      id: 'children',
      title: 'Children',
      paragraphs: [
        `Our website and services are not directed at children under ${POLICY.minimumAge}, and we do not knowingly collect their personal information. If you believe a child has sent us information, contact us and we will delete it.`,
      ],
    },
    {
      id: 'international',
      title: 'International transfers',
      paragraphs: [
        'Our team and providers work in several countries. When information is transferred across borders, we use safeguards such as standard contractual clauses to protect it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        `We will post any change on this page and, for material changes, tell clients and newsletter subscribers at least ${POLICY.changeNoticeDays} days before it takes effect.`,
      ],
    },
  ],
};
