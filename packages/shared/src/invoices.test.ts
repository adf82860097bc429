import { describe, expect, it } from 'vitest';
import { addDays, lateFeeCents, monthsLate, saveInvoiceBody } from './invoices.ts';

describe('invoice terms (001 §9: net 30, 1.5% a month)', () => {
  it('counts started months of lateness from the day after the due date', () => {
    expect(monthsLate('2026-03-31', '2026-03-31')).toBe(0);
    expect(monthsLate('2026-03-31', '2026-04-01')).toBe(1);
    expect(monthsLate('2026-03-31', '2026-04-30')).toBe(1);
    expect(monthsLate('2026-03-31', '2026-05-01')).toBe(2);
  });

  it('charges 1.5% a month of the unpaid amount, to the cent', () => {
    expect(lateFeeCents(100_000, 1)).toBe(1_500);
    expect(lateFeeCents(100_000, 2)).toBe(3_000);
    expect(lateFeeCents(33_333, 1)).toBe(500);
    expect(lateFeeCents(100_000, 0)).toBe(0);
    expect(lateFeeCents(0, 3)).toBe(0);
  });

  it('adds calendar days across month ends', () => {
    expect(addDays('2026-11-25', 30)).toBe('2026-12-25');
    expect(addDays('2026-02-15', 30)).toBe('2026-03-17');
  });

  it('needs at least one line and a due date on or after the issue date; ignores any amount sent', () => {
    const line = { description: 'Design', quantity: 2, rate: 10.5, amount: 99 };
    const clientId = '7d1f6f4e-3c7a-4a55-9a4e-2f0f3b1c9d10';
    expect(saveInvoiceBody.safeParse({ clientId, items: [] }).success).toBe(false);
    expect(
      saveInvoiceBody.safeParse({ clientId, items: [line], issueDate: '2026-02-01', dueDate: '2026-01-31' }).success,
    ).toBe(false);
    const parsed = saveInvoiceBody.parse({ clientId, items: [line] });
    expect(parsed.items[0]).toEqual({ description: 'Design', quantity: 2, rate: 10.5 });
  });

  it('refuses a line past its bounds with the line’s message, without pricing it (a 500 once, found by the fuzzer)', () => {
    const clientId = '7d1f6f4e-3c7a-4a55-9a4e-2f0f3b1c9d10';
    for (const line of [
      { description: 'x', quantity: 1, rate: 1e308 },
      { description: 'x', quantity: 1, rate: -1e308 },
      { description: 'x', quantity: 2 ** 63, rate: 1 },
    ]) {
      const result = saveInvoiceBody.safeParse({ clientId, items: [line] });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^items\.0\.(rate|quantity)$/)]),
      );
    }
    for (const body of [0, null, 'x', [], { clientId }]) expect(saveInvoiceBody.safeParse(body).success).toBe(false);
  });
});
