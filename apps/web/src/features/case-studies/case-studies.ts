// Static marketing content (spec 000 §2, §3: only this slug has a case study). Every field of the spec's
// case-study entity; the figures are the case study's own results, which is content, not portal data.

export interface CaseStudyResult {
  metric: string;
  value: string;
  description: string;
}

export interface CaseStudyPhase {
  title: string;
  duration: string;
  description: string;
}

export interface CaseStudy {
  slug: string;
  title: string;
  subtitle: string;
  client: string;
  industry: string;
  duration: string;
  team: string;
  /** ISO date. */
  publishDate: string;
  readTime: string;
  author: { name: string; role: string };
  image: { src: string; alt: string; width: number; height: number };
  tags: readonly string[];
  challenge: readonly string[];
  solution: readonly string[];
  implementation: readonly CaseStudyPhase[];
  results: readonly CaseStudyResult[];
  testimonial: { text: string; author: string; position: string; company: string };
  technologies: readonly string[];
  lessonsLearned: readonly string[];
  nextSteps: readonly string[];
}

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    slug: 'ecommerce-transformation',
    title: 'E-commerce Transformation',
    subtitle:
      'How Ridgeway Outfitters replaced a slow, fragile online store with a fast headless storefront and doubled its mobile revenue.',
    client: 'Ridgeway Outfitters',
    industry: 'Retail & E-commerce',
    duration: '6 months',
    team: '6 specialists',
    publishDate: '2025-03-18',
    readTime: '8 min read',
    author: { name: 'Elena Park', role: 'Head of Delivery' },
    image: {
      src: '/images/case-studies/ecommerce-transformation.svg',
      alt: 'Illustration of the new Ridgeway Outfitters storefront on a phone and a laptop',
      width: 1200,
      height: 630,
    },
    tags: ['E-commerce', 'Headless commerce', 'Performance', 'UX design'],
    challenge: [
      'Ridgeway Outfitters sells outdoor clothing and gear to customers across North America. Its online store ran on a heavily customised, ten-year-old platform: product pages took more than six seconds to load on a phone, and 78% of shoppers who started checkout gave up before paying.',
      'Behind the scenes, stock levels were copied between the store and the warehouse system by hand twice a day. Overselling was common, and the previous Black Friday the site went down for three hours at the busiest moment of the year.',
    ],
    solution: [
      'We replaced the monolith with a headless storefront: a fast React front end rendered at the edge, talking to a modern commerce API for catalogue, cart and orders.',
      'Checkout was redesigned mobile-first, cut from five steps to two, and gained wallet payments. A small integration service now keeps inventory in sync with the warehouse every five minutes and flags low stock before it becomes a problem.',
    ],
    implementation: [
      {
        title: 'Discovery and audit',
        duration: '3 weeks',
        description:
          'Analytics review, interviews with customers and the warehouse team, and a technical audit that ranked every problem by revenue impact.',
      },
      {
        title: 'Design and prototyping',
        duration: '5 weeks',
        description:
          'A new design system and a clickable prototype of browse, product and checkout, tested with 24 real customers before development began.',
      },
      {
        title: 'Build and integration',
        duration: '12 weeks',
        description:
          'The storefront, checkout, search and inventory sync, built in two-week sprints with a working demo at the end of each.',
      },
      {
        title: 'Launch and optimisation',
        duration: '6 weeks',
        description:
          'A gradual rollout to 10%, 50% and then all traffic, load testing at five times Black Friday volume, then weekly experiments on the live store.',
      },
    ],
    results: [
      { metric: 'Mobile page load', value: '1.4 s', description: 'Down from 6.2 seconds on a mid-range phone.' },
      { metric: 'Conversion rate', value: '+38%', description: 'More visitors completing a purchase, across devices.' },
      {
        metric: 'Checkout abandonment',
        value: '-41%',
        description: 'Two-step checkout with wallet payments keeps shoppers to the end.',
      },
      { metric: 'Mobile revenue', value: '+112%', description: 'In the first six months after launch, year on year.' },
      {
        metric: 'Order processing time',
        value: '-65%',
        description: 'Automatic inventory sync replaced twice-daily manual updates.',
      },
      {
        metric: 'Peak-season uptime',
        value: '100%',
        description: 'No downtime through Black Friday and the holiday season.',
      },
    ],
    testimonial: {
      text: 'Northstar rebuilt our online store in six months without a single day of downtime. Mobile revenue more than doubled, and our team finally stopped fighting the back office.',
      author: 'Maria Chen',
      position: 'Head of E-commerce',
      company: 'Ridgeway Outfitters',
    },
    technologies: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'PostgreSQL', 'AWS', 'Stripe', 'Algolia'],
    lessonsLearned: [
      'Test the checkout with real customers early: two usability sessions removed a step we were sure was needed.',
      'Roll out gradually. Sending 10% of traffic first caught a tax-calculation edge case before it reached everyone.',
      'Invest in inventory sync before launch. Accurate stock levels did as much for customer trust as the new design.',
    ],
    nextSteps: [
      'A loyalty programme with member pricing, launching in the mobile app.',
      'Personalised product recommendations based on browsing and purchase history.',
      'Expansion into Europe with multi-currency pricing and local payment methods.',
    ],
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.slug === slug);
}
