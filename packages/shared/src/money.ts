// Money is integer cents, currency USD, computed on the server (DECISIONS D11). These helpers keep
// every sum in integers so no total ever drifts by a floating-point cent.

export const CURRENCY = 'USD';

export interface LineItemInput {
  quantity: number;
  unitPriceCents: number;
}

export interface PricedLineItem extends LineItemInput {
  amountCents: number;
}

export interface DocumentTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

function assertWholeNumber(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number (got ${value})`);
  }
}

/** Dollars as typed in a form (e.g. 19.99) to cents; rounds away the float error of 19.99 * 100. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount: ${dollars}`);
  return Math.round(Number((dollars * 100).toFixed(6)));
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Line amount = quantity × rate (spec 001 §5). Quantity is a whole number. */
export function lineAmountCents({ quantity, unitPriceCents }: LineItemInput): number {
  assertWholeNumber(quantity, 'quantity');
  assertWholeNumber(unitPriceCents, 'unit price');
  return quantity * unitPriceCents;
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A share of an amount, rounded to the nearest cent (half up). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

export function priceLineItems<T extends LineItemInput>(items: readonly T[]): (T & PricedLineItem)[] {
  return items.map((item) => ({ ...item, amountCents: lineAmountCents(item) }));
}

/** Subtotal = sum of line amounts; total = subtotal + tax. */
export function documentTotals(items: readonly LineItemInput[], taxCents = 0): DocumentTotals {
  assertWholeNumber(taxCents, 'tax');
  const subtotalCents = sumCents(items.map(lineAmountCents));
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents (D11) as the language writes dollars: 123456 → "$1,234.56" (en-US, the default), "1234,56 US$" (es).
 * The web's format.money and the server's `{{amount, money}}` both use it.
 */
export function formatCents(cents: number, locale = 'en-US'): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    moneyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}
