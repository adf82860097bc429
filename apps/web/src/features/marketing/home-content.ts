import { SITE } from '@agency/shared/site';
import {
  type Icon,
  IconBrandReact,
  IconBuildingStore,
  IconClockHour4,
  IconCloudComputing,
  IconDeviceMobile,
  IconHeadset,
  IconLayersIntersect,
  IconPalette,
  IconReceipt2,
  IconRefresh,
  IconRocket,
  IconUsersGroup,
} from '@tabler/icons-react';

// The home page's marketing copy and the spec's static marketing figures (000 §2, §9), kept here as content.

export const HOME_HERO = {
  eyebrow: 'Digital product agency',
  title: 'Websites, apps and platforms that move your business forward',
  lead: 'We are a remote-first team of designers and engineers. We plan, design, build and support web and mobile products for growing businesses, from the first workshop to the months after launch.',
  primary: { label: 'Start Your Project', to: '/contact' },
  secondary: { label: 'View Our Work', to: '/portfolio' },
} as const;

export interface Stat {
  value: string;
  label: string;
}

/** The spec's marketing figures (000 §9). */
export const HOME_STATS: readonly Stat[] = [
  { value: '100+', label: 'Projects delivered' },
  { value: '50+', label: 'Clients served' },
  { value: '5+', label: 'Years in business' },
  { value: '95%', label: 'Client satisfaction' },
];

export interface Highlight {
  icon: Icon;
  title: string;
  description: string;
}

export const SERVICE_HIGHLIGHTS: readonly Highlight[] = [
  {
    icon: IconBrandReact,
    title: 'Web Development',
    description: 'Fast, accessible websites and web apps that rank well and turn visitors into customers.',
  },
  {
    icon: IconDeviceMobile,
    title: 'Mobile Apps',
    description: 'iOS and Android apps from one codebase, from prototype to App Store release.',
  },
  {
    icon: IconPalette,
    title: 'UI/UX Design',
    description: 'Research-led interfaces that make complex products feel simple to use.',
  },
  {
    icon: IconCloudComputing,
    title: 'Cloud Solutions',
    description: 'Secure, scalable infrastructure with automated deployments and monitoring.',
  },
  {
    icon: IconLayersIntersect,
    title: 'SaaS Development',
    description: 'Multi-tenant products with subscriptions, roles and the admin tools to run them.',
  },
  {
    icon: IconRefresh,
    title: 'Digital Transformation',
    description: 'Replace spreadsheets and manual steps with connected tools that save hours every week.',
  },
  {
    icon: IconBuildingStore,
    title: 'E-commerce',
    description: 'Storefronts and checkouts built for speed, with inventory and fulfilment wired in.',
  },
  {
    icon: IconHeadset,
    title: 'Support & Maintenance',
    description: 'Updates, monitoring and improvements after launch, so your product keeps getting better.',
  },
];

export const VALUE_POINTS: readonly Highlight[] = [
  {
    icon: IconUsersGroup,
    title: 'Senior people on every project',
    description:
      'The designers and engineers you meet in the first call are the ones who build your product. No hand-offs to a junior team.',
  },
  {
    icon: IconReceipt2,
    title: 'Clear scope and pricing',
    description:
      'Every project starts with a written proposal: what we will build, when, and for how much. No surprises on the invoice.',
  },
  {
    icon: IconClockHour4,
    title: `A reply within ${SITE.replyTimeHours} hours`,
    description:
      'Questions get answers fast. You follow progress in your client portal and talk to the team on a weekly call.',
  },
  {
    icon: IconRocket,
    title: 'Support after launch',
    description:
      'Launch is a milestone, not the finish line. Every project includes post-launch support while real users arrive.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Northstar rebuilt our online store in six months without a single day of downtime. Mobile revenue more than doubled, and our team finally stopped fighting the back office.',
    name: 'Maria Chen',
    role: 'Head of E-commerce',
    company: 'Ridgeway Outfitters',
  },
  {
    quote:
      'They turned a rough idea into a polished iOS and Android app that our patients actually enjoy using. Clear weekly updates, honest estimates, no drama.',
    name: 'Dr. James Okafor',
    role: 'Founder',
    company: 'CareCircle Health',
  },
  {
    quote:
      'We replaced four spreadsheets and two legacy tools with one platform. Our operations team saves more than fifteen hours a week, and the numbers are finally right.',
    name: 'Sofia Lindqvist',
    role: 'Chief Operating Officer',
    company: 'Nordlane Logistics',
  },
];

export const CUSTOM_QUOTE = {
  title: 'Need something different?',
  text: 'Every business is unique. Tell us what you have in mind and we will put together a custom quote, usually within 2-3 business days.',
  action: { label: 'Request a Custom Quote', to: '/contact' },
} as const;

export const CLOSING_CTA = {
  title: 'Ready to start your project?',
  text: `Tell us where you want to go. We reply within ${SITE.replyTimeHours} hours, and your first 30-minute discovery call is free.`,
  primary: { label: 'Get Started Free', to: '/auth' },
  secondary: { label: 'Book Free Consultation', to: '/contact' },
} as const;
