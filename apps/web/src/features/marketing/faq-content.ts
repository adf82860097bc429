import { SITE } from '@agency/shared/site';
import { POLICY } from '../../config/policy-figures';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

/** The FAQ page: four groups of four questions (spec 001 §2). */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'Getting started',
    items: [
      {
        id: 'start-a-project',
        question: 'How do I start a project with you?',
        answer: `Send us a short description of your project through the contact form or at ${SITE.contactEmail}. We reply within ${POLICY.responseHours} hours to set up a free ${POLICY.discoveryCallMinutes}-minute discovery call, and send a detailed proposal within ${POLICY.proposalBusinessDays} business days after it.`,
      },
      {
        id: 'project-length',
        question: 'How long does a typical project take?',
        answer:
          'A marketing website usually takes 4-8 weeks, a mobile app 6-12 weeks and a SaaS product 12-20 weeks. Your proposal gives a week-by-week plan for your scope, and kickoff is usually 1-2 weeks after you accept it.',
      },
      {
        id: 'nda',
        question: 'Will you sign a non-disclosure agreement?',
        answer:
          'Yes. We are happy to sign your NDA before the discovery call, and our standard terms already treat everything you share with us as confidential.',
      },
      {
        id: 'locations',
        question: 'Do you work with clients outside the United States?',
        answer:
          'Yes. We are remote-first and work with clients worldwide. We schedule calls in your time zone and invoice in US dollars.',
      },
    ],
  },
  {
    title: 'Pricing and payment',
    items: [
      {
        id: 'cost',
        question: 'How much does a project cost?',
        answer:
          'Websites start from $5,000, mobile apps from $8,000 and SaaS products from $15,000. Design-only and cloud projects can start lower. After the discovery call you receive a fixed price for the agreed scope.',
      },
      {
        id: 'payment-schedule',
        question: 'How do payments work?',
        answer: `We ask for a ${POLICY.depositPercent}% deposit to reserve your start date and invoice the balance at milestones agreed in the proposal. Invoices are due within ${POLICY.paymentTermDays} days and can be paid by card or bank transfer from your client portal.`,
      },
      {
        id: 'late-payment',
        question: 'What happens if an invoice is paid late?',
        answer: `We send a friendly reminder first. Balances more than ${POLICY.paymentTermDays} days overdue accrue a late fee of ${POLICY.lateFeePercentPerMonth}% per month, and we may pause work until the account is up to date.`,
      },
      {
        id: 'scope-change',
        question: 'What if our requirements change during the project?',
        answer:
          'They often do, and that is fine. We estimate every change in writing before doing it, so you decide whether to add it, swap it for something else or keep it for a later phase.',
      },
    ],
  },
  {
    title: 'Process and ownership',
    items: [
      {
        id: 'communication',
        question: 'How will we communicate during the project?',
        answer:
          'You get a named project lead, a weekly video call and a demo at the end of every two-week sprint. Between calls, messages, files, proposals and invoices all live in your client portal.',
      },
      {
        id: 'ownership',
        question: 'Who owns the code and designs?',
        answer:
          'You do. Once the final invoice is paid, all rights in the code, designs and content we create for you transfer to you, and we hand over the repositories and accounts.',
      },
      {
        id: 'involvement',
        question: 'How much of our time will the project need?',
        answer:
          'Plan for a few hours in the first two weeks for workshops, then about an hour a week for the sprint demo and feedback. A single decision-maker on your side keeps things moving fastest.',
      },
      {
        id: 'in-house-team',
        question: 'Can you work alongside our in-house team?',
        answer:
          'Yes. We regularly join existing teams, follow your code standards and tools, and leave documentation behind so your developers can carry on without us.',
      },
    ],
  },
  {
    title: 'Support and the client portal',
    items: [
      {
        id: 'after-launch',
        question: 'What happens after launch?',
        answer: `Every project includes ${POLICY.postLaunchSupportDays} days of support after launch. Our support hours are ${POLICY.supportHours}, and we respond to every request within ${POLICY.responseHours} hours.`,
      },
      {
        id: 'maintenance',
        question: 'Do you offer ongoing maintenance and hosting?',
        answer: `Yes. Maintenance plans cover security updates, monitoring, backups and a monthly block of improvement hours. Sites and apps we host are backed by a ${POLICY.uptimePercent}% uptime commitment.`,
      },
      {
        id: 'portal-access',
        question: 'How do I get access to the client portal?',
        answer: `Portal accounts are created by our team when your project starts, and you receive an e-mail invitation to set your password. If you are a client without access, write to ${SITE.contactEmail}.`,
      },
      {
        id: 'portal-features',
        question: 'What can I do in the client portal?',
        answer:
          'Follow project progress and tasks, review and approve proposals, pay invoices, share files and message the team. You will also find your meeting schedule and notifications there.',
      },
    ],
  },
];
