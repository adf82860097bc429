import { BRAND } from '@agency/shared/brand';
import { SITE } from '@agency/shared/site';
import { POLICY } from '../../config/policy-figures';
import type { LegalDocument } from './legal-document';

/** Terms of Service: 14 sections (spec 001 §2) carrying the policy figures of 001 §9. */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: '2025-01-15',
  intro: `These terms govern your use of the ${BRAND.name} website and client portal, and the design, development and support services we provide. By using the site, signing a proposal or using the portal, you agree to them.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      paragraphs: [
        `By accessing this website or the client portal you confirm that you accept these terms. If you accept them on behalf of a company, you confirm that you have authority to bind it. You must be at least ${POLICY.minimumAge} years old to use the website.`,
      ],
    },
    {
      id: 'services',
      title: 'Our services',
      paragraphs: [
        `${BRAND.name} provides web and mobile development, UI/UX design, cloud, SaaS development and digital transformation services. The exact services for each engagement are described in a written proposal that you accept before work begins.`,
      ],
    },
    {
      id: 'proposals',
      title: 'Proposals and scope',
      paragraphs: [
        'Each proposal sets out the scope, deliverables, timeline and price of a project. Work outside the accepted scope is estimated in writing and only carried out once you approve it.',
        'Proposals are valid for the period stated in them. Where a proposal and these terms differ, the proposal prevails for that project.',
      ],
    },
    {
      id: 'fees',
      title: 'Fees, deposits and payment',
      paragraphs: [
        `Unless a proposal says otherwise, a non-refundable deposit of ${POLICY.depositPercent}% of the project price is due before work starts, and the balance is invoiced at the milestones in the proposal.`,
        `Invoices are payable within ${POLICY.paymentTermDays} days of issue (net ${POLICY.paymentTermDays}) in US dollars. Overdue amounts accrue a late fee of ${POLICY.lateFeePercentPerMonth}% per month, and we may suspend work while an invoice remains unpaid.`,
      ],
    },
    {
      id: 'client-responsibilities',
      title: 'Your responsibilities',
      paragraphs: [
        'You agree to provide content, feedback, approvals and access to systems in good time, and to make sure you have the rights to any material you give us. Delays on your side may move the timeline.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      paragraphs: [
        'Once the final invoice for a project is paid in full, all rights in the code, designs and content we create specifically for you transfer to you.',
        'We keep ownership of our pre-existing tools, libraries and know-how, and grant you a perpetual, royalty-free licence to use them as part of your project. Open-source components remain under their own licences.',
        'Unless you ask us not to, we may mention you as a client and show non-confidential parts of the work in our portfolio.',
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      paragraphs: [
        'Each party keeps the other party’s confidential information secret and uses it only for the project. This obligation continues for three years after the project ends.',
      ],
    },
    {
      id: 'hosting',
      title: 'Hosting and availability',
      paragraphs: [
        `Where we host a website or application for you, we aim for ${POLICY.uptimePercent}% monthly availability, excluding scheduled maintenance announced at least 48 hours in advance and events outside our reasonable control.`,
      ],
    },
    {
      id: 'support',
      title: 'Support and maintenance',
      paragraphs: [
        `Every project includes ${POLICY.postLaunchSupportDays} days of support after launch to fix defects in the work we delivered. Support hours are ${POLICY.supportHours}, and we respond to requests within ${POLICY.responseHours} hours.`,
        'Ongoing maintenance, hosting and new features after that period are provided under a separate maintenance plan or proposal.',
      ],
    },
    {
      id: 'portal',
      title: 'Client portal accounts',
      paragraphs: [
        'Portal accounts are personal. Keep your password secret, turn on two-factor authentication where offered, and tell us immediately if you suspect that someone else has used your account.',
        'You may not use the portal to upload unlawful material, probe or disrupt our systems, or access data that is not yours.',
      ],
    },
    {
      id: 'warranties',
      title: 'Warranties and disclaimers',
      paragraphs: [
        'We perform our services with reasonable skill and care, in line with good industry practice. Apart from that, the website, the portal and our deliverables are provided “as is”, and we do not guarantee that they will be free of every error or interruption.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      paragraphs: [
        `Our total liability arising from a project or from these terms is limited to the fees you paid us in the ${POLICY.liabilityCapMonths} months before the event that gave rise to the claim. Neither party is liable for indirect or consequential losses, such as lost profits or lost data, except where the law does not allow this limitation.`,
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        'Either party may end a project with 14 days’ written notice. You pay for work done up to the end date, and we hand over everything completed so far once that payment is made. Either party may end a project at once if the other seriously breaches these terms and does not fix the breach within 14 days of being asked.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms and contact',
      paragraphs: [
        `We may update these terms. We will give clients at least ${POLICY.changeNoticeDays} days’ notice of material changes by e-mail or in the portal; projects already under way keep the terms they started with.`,
        `These terms are governed by the laws of the State of New York. Questions about them are welcome at ${SITE.contactEmail}.`,
      ],
    },
  ],
};
