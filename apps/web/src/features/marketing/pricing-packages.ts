export interface PricingPackage {
  name: string;
  price: string;
  deliveryTime: string;
  highlight: boolean;
}

/** The three packages of spec 000 §3, shown on Home and Pricing. */
export const PRICING_PACKAGES: readonly PricingPackage[] = [
  { name: 'Web Development', price: 'From $5,000', deliveryTime: '4-8 weeks', highlight: false },
  { name: 'Mobile App Development', price: 'From $8,000', deliveryTime: '6-12 weeks', highlight: true },
  { name: 'SaaS Development', price: 'From $15,000', deliveryTime: '12-20 weeks', highlight: false },
];
