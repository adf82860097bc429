import { SITE } from '@agency/shared/site';
import { type Icon, IconMail, IconVideo, IconWorld } from '@tabler/icons-react';
import { POLICY } from '../../config/policy-figures';

// The contact page's copy and the spec's service promises (000 §2, §9; D12: 24 hours everywhere).

export const CONTACT_HERO = {
  eyebrow: 'Contact',
  title: 'Let’s build something great together',
  lead: `Tell us about your project: what you want to build, your budget and your timeline. We reply to every inquiry within ${SITE.replyTimeHours} hours.`,
} as const;

/** Where Schedule a Call goes: the server redirects to the configured booking page (BOOKING_URL). */
export const BOOKING_LINK = '/api/contact/booking';

export interface ContactMethod {
  icon: Icon;
  title: string;
  text: string;
  action: { label: string; href: string; external?: boolean };
}

export const CONTACT_METHODS: readonly ContactMethod[] = [
  {
    icon: IconMail,
    title: 'Email us',
    text: `Write to us any time. We answer every message within ${SITE.replyTimeHours} hours.`,
    action: { label: SITE.contactEmail, href: `mailto:${SITE.contactEmail}` },
  },
  {
    icon: IconWorld,
    title: 'Remote-first, worldwide',
    text: 'Our team works across time zones, and we schedule calls at a time that suits you.',
    action: { label: 'See how we work', href: '/services' },
  },
  {
    icon: IconVideo,
    title: 'Video call',
    text: `Prefer to talk? Book a free ${POLICY.discoveryCallMinutes}-minute discovery call with our team.`,
    action: { label: 'Schedule a Call', href: BOOKING_LINK, external: true },
  },
];

export const RESPONSE_TIMES: readonly { label: string; value: string }[] = [
  { label: 'First reply', value: `Within ${SITE.replyTimeHours} hours` },
  { label: 'Detailed proposal', value: `${POLICY.proposalBusinessDays} business days` },
  { label: 'Project kickoff', value: `${POLICY.kickoffWeeks} weeks` },
  { label: 'Discovery call', value: `Free, ${POLICY.discoveryCallMinutes} minutes` },
];

/** Two questions from the FAQ, answered briefly, each linking to the full answer. */
export const FAQ_TEASERS: readonly { question: string; answer: string; faqId: string }[] = [
  {
    question: 'How long does a typical project take?',
    answer: 'Websites take 4-8 weeks, mobile apps 6-12 weeks and SaaS products 12-20 weeks.',
    faqId: 'project-length',
  },
  {
    question: 'How do payments work?',
    answer: `A ${POLICY.depositPercent}% deposit reserves your start date; the rest is invoiced at agreed milestones.`,
    faqId: 'payment-schedule',
  },
];

export const CONTACT_FORM_COPY = {
  title: 'Tell us about your project',
  lead: 'Fields marked with an asterisk (*) are required.',
  submit: 'Send Message',
  sending: 'Sending...',
  successTitle: 'Thank you! Your message has been sent.',
  successText: `Our team will reply within ${SITE.replyTimeHours} hours.`,
  sentText: 'A confirmation is on its way to your inbox.',
  fallbackText:
    'Your message is saved and our team will see it, so there is no need to send it again. If you would also like to email it to us, your email app can open with the message ready.',
  successBackup: 'Open email client',
  errorTitle: 'Your message was not sent',
  backup: 'Open email client as backup',
  noScript: `Sending this form needs JavaScript. You can also email us at ${SITE.contactEmail}.`,
} as const;
