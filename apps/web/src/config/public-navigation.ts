export interface NavItem {
  label: string;
  to: string;
}

/** Top bar links, in the order visitors read them. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Services', to: '/services' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Case Studies', to: '/case-studies' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
];

/** Footer columns: every public route is reachable from every public page. */
export const FOOTER_NAV: readonly { heading: string; links: readonly NavItem[] }[] = [
  {
    heading: 'Agency',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Services', to: '/services' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Portfolio', to: '/portfolio' },
      { label: 'Case Studies', to: '/case-studies' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Contact', to: '/contact' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Client portal', to: '/auth' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
    ],
  },
];
