/** The agency's public identity; one place so copy, e-mails and meta tags agree. */
export const BRAND = {
  name: 'Northstar Digital',
  shortName: 'Northstar',
  tagline: 'Websites, apps and platforms that move your business forward',
} as const;
