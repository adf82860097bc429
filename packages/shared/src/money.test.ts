import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  documentTotals,
  dollarsToCents,
  formatCents,
  lineAmountCents,
  percentOfCents,
  priceLineItems,
  sumCents,
} from './money.ts';

describe('dollarsToCents', () => {
  it('converts typed amounts without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1234.5)).toBe(123450);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('rejects what is not an amount', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips through centsToDollars', () => {
    expect(centsToDollars(dollarsToCents(42.07))).toBe(42.07);
  });
});

describe('line items and totals', () => {
  it('multiplies quantity by unit price', () => {
    expect(lineAmountCents({ quantity: 3, unitPriceCents: 12_500 })).toBe(37_500);
    expect(lineAmountCents({ quantity: 0, unitPriceCents: 12_500 })).toBe(0);
  });

  it('refuses fractional or negative quantities and prices', () => {
    expect(() => lineAmountCents({ quantity: 1.5, unitPriceCents: 100 })).toThrow(RangeError);
    expect(() => lineAmountCents({ quantity: -1, unitPriceCents: 100 })).toThrow(RangeError);
    expect(() => lineAmountCents({ quantity: 1, unitPriceCents: 10.5 })).toThrow(RangeError);
  });

  it('prices each line and keeps the other fields', () => {
    const priced = priceLineItems([{ description: 'Design', quantity: 2, unitPriceCents: 9_950 }]);
    expect(priced).toEqual([{ description: 'Design', quantity: 2, unitPriceCents: 9_950, amountCents: 19_900 }]);
  });

  it('sums lines into subtotal and adds tax for the total', () => {
    const items = [
      { quantity: 40, unitPriceCents: 12_500 },
      { quantity: 1, unitPriceCents: 240_000 },
    ];
    expect(documentTotals(items)).toEqual({ subtotalCents: 740_000, taxCents: 0, totalCents: 740_000 });
    expect(documentTotals(items, 5_000)).toEqual({ subtotalCents: 740_000, taxCents: 5_000, totalCents: 745_000 });
    expect(documentTotals([])).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('sums plain lists', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
  });
});

describe('percentOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfCents(10_000, 25)).toBe(2_500);
    expect(percentOfCents(999, 5)).toBe(50);
    expect(percentOfCents(1, 25)).toBe(0);
  });
});

describe('formatCents', () => {
  it('formats as US dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
  });
});
