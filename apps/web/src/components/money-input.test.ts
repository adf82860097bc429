import { describe, expect, it } from 'vitest';
import { centsOf, shownAmount } from './money-input';

// Issue #18 point 19: one money field everywhere; a form that keeps cents shows what is typed, decimals included.
describe('a money field over cents', () => {
  it('hands over whole cents of what is typed, null when blank', () => {
    expect(centsOf('12.75')).toBe(1275);
    expect(centsOf(4200.5)).toBe(420050);
    expect(centsOf('1,250.5')).toBe(125050);
    expect(centsOf('')).toBeNull();
  });

  it('keeps the text as typed while it means the form’s value, so a decimal point is not eaten', () => {
    expect(shownAmount('12.', 1200)).toBe('12.');
    expect(shownAmount('12.7', 1270)).toBe('12.7');
    expect(shownAmount('', 0)).toBe('');
    expect(shownAmount('', null)).toBe('');
  });

  it('shows the form’s value once it is set from outside (a reset after saving, an edit loading)', () => {
    expect(shownAmount('45', 0)).toBe(0);
    expect(shownAmount('45', 1250)).toBe(12.5);
    expect(shownAmount('45', null)).toBe('');
  });
});
