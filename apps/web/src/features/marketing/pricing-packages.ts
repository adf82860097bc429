// The three packages of spec 000 §3, shown on Home and Pricing. Prices are the spec's static marketing figures.

export interface PricingPackage {
  id: string;
  name: string;
  /** The service the contact form preselects when a visitor picks this package. */
  service: string;
  price: string;
  description: string;
  features: readonly string[];
  deliveryTime: string;
  category: 'web' | 'mobile' | 'saas';
  highlight: boolean;
}

export const PRICING_PACKAGES: readonly PricingPackage[] = [
  {
    id: 'web-development',
    name: 'Web Development',
    service: 'Web Development',
    price: '$5,000+',
    description: 'A fast, search-friendly website or web app your team can update without calling us.',
    features: [
      'Responsive design for phones, tablets and desktops',
      'Up to 10 custom-designed pages or screens',
      'Content management your team can use',
      'SEO, analytics and performance set up',
      '30 days of support after launch',
    ],
    deliveryTime: '4-8 weeks',
    category: 'web',
    highlight: false,
  },
  {
    id: 'mobile-app-development',
    name: 'Mobile App Development',
    service: 'Mobile App Development',
    price: '$8,000+',
    description: 'An iOS and Android app from one codebase, designed, built and released to both stores.',
    features: [
      'iOS and Android from one codebase',
      'UX research and interactive prototype',
      'Push notifications and offline support',
      'App Store and Google Play submission',
      '30 days of support after launch',
    ],
    deliveryTime: '6-12 weeks',
    category: 'mobile',
    highlight: true,
  },
  {
    id: 'saas-development',
    name: 'SaaS Development',
    service: 'SaaS Development',
    price: '$15,000+',
    description: 'A multi-tenant product with accounts, subscriptions and the admin tools to run it as a business.',
    features: [
      'Multi-tenant architecture and user roles',
      'Subscription billing and invoicing',
      'Admin dashboard and reporting',
      'Cloud hosting with automated deployments',
      '30 days of support after launch',
    ],
    deliveryTime: '12-20 weeks',
    category: 'saas',
    highlight: false,
  },
];

/** Where a package's Get Started button leads: the inquiry form with its service chosen. */
export function packageInquiryLink(pkg: Pick<PricingPackage, 'service'>): string {
  return `/contact?service=${encodeURIComponent(pkg.service)}#inquiry`;
}
