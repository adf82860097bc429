import { SERVICES } from '@agency/shared/site';
import {
  type Icon,
  IconBrandReact,
  IconCloudComputing,
  IconDeviceMobile,
  IconLayersIntersect,
  IconPalette,
  IconRefresh,
} from '@tabler/icons-react';

export interface ServiceCard {
  icon: Icon;
  title: string;
  description: string;
  features: readonly [string, string, string, string];
  /** "From $5,000" or "Custom quote" (the shared list the API's e-mails read too). */
  pricing: string;
  timeline: string;
}

const summary = (name: string) => {
  const service = SERVICES.find((item) => item.name === name);
  if (!service) throw new Error(`unknown service ${name}`);
  return { title: service.name, pricing: service.startingPrice, timeline: service.timeline };
};

/** The six service cards of the Services page (000 §2, §3). */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    ...summary('Web Development'),
    icon: IconBrandReact,
    description:
      'Fast, accessible websites and web applications built on modern frameworks, designed to rank well and turn visitors into customers.',
    features: [
      'Responsive design for every screen',
      'Core Web Vitals and performance tuning',
      'Content management your team can use',
      'SEO and analytics from day one',
    ],
  },
  {
    ...summary('Mobile App Development'),
    icon: IconDeviceMobile,
    description:
      'Native-quality iOS and Android apps from one codebase, taken from first prototype to App Store and Google Play release.',
    features: [
      'iOS and Android from one codebase',
      'Offline support and push notifications',
      'App Store and Google Play submission',
      'Crash reporting and usage analytics',
    ],
  },
  {
    ...summary('UI/UX Design'),
    icon: IconPalette,
    description:
      'Research-led interface design that makes complex products feel simple, delivered as a tested prototype and a reusable design system.',
    features: [
      'User research and interviews',
      'Wireframes and interactive prototypes',
      'Design systems and component libraries',
      'Usability testing with real users',
    ],
  },
  {
    ...summary('Cloud Solutions'),
    icon: IconCloudComputing,
    description:
      'Secure, scalable infrastructure on AWS, Google Cloud or Azure, with automated deployments and monitoring so releases become routine.',
    features: [
      'Cloud architecture and migration',
      'CI/CD pipelines and infrastructure as code',
      'Monitoring, alerting and backups',
      'Cost reviews and optimisation',
    ],
  },
  {
    ...summary('SaaS Development'),
    icon: IconLayersIntersect,
    description:
      'Multi-tenant software products with subscriptions, roles and the admin tools you need to run them as a business.',
    features: [
      'Multi-tenant architecture',
      'Subscription billing and invoicing',
      'Role-based access and audit logs',
      'Admin dashboards and reporting',
    ],
  },
  {
    ...summary('Digital Transformation'),
    icon: IconRefresh,
    description:
      'We map how your business works today and replace manual, spreadsheet-driven processes with connected tools that save hours every week.',
    features: [
      'Process and systems audit',
      'Workflow automation and integrations',
      'Data migration from legacy systems',
      'Team training and change management',
    ],
  },
];

export interface ProcessStep {
  title: string;
  duration: string;
  description: string;
}

/** The four-step process (000 §2). */
export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: 'Discovery & Planning',
    duration: '1-2 weeks',
    description:
      'Workshops with your team to understand goals, users and constraints. You receive a written proposal with scope, timeline and price.',
  },
  {
    title: 'Design & Prototyping',
    duration: '2-4 weeks',
    description:
      'Wireframes, visual design and a clickable prototype, tested with real users before a line of production code is written.',
  },
  {
    title: 'Development & Testing',
    duration: '4-12 weeks',
    description:
      'Two-week sprints with a demo at the end of each. Automated tests, code review and accessibility checks are part of every sprint.',
  },
  {
    title: 'Deployment & Support',
    duration: 'Ongoing',
    description:
      'A calm, rehearsed launch, then 30 days of support included while real users arrive. Maintenance plans keep things running after that.',
  },
];
