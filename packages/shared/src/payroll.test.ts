import { describe, expect, it } from 'vitest';
import {
  computePayStatement,
  costRateCents,
  grossPayCents,
  hourlyGrossCents,
  hoursToMinutes,
  monthlySalaryCents,
  netPay,
  payoutFeeCents,
  summarizePayrollRun,
} from './payroll.ts';

describe('gross pay', () => {
  it('pays salaried staff a twelfth of the annual salary', () => {
    expect(monthlySalaryCents(120_000_00)).toBe(10_000_00);
    // $95,000 / 12 = $7,916.666… → $7,916.67
    expect(monthlySalaryCents(95_000_00)).toBe(7_916_67);
  });

  it('pays hourly staff hours × rate plus overtime × rate × 1.5', () => {
    // 160 h × $50 + 10 h × $75 = $8,750
    expect(hourlyGrossCents(50_00, hoursToMinutes(160), hoursToMinutes(10))).toBe(8_750_00);
    // 20 minutes at $45/h = $15
    expect(hourlyGrossCents(45_00, 20, 0)).toBe(15_00);
    // 1 overtime minute at $33.33/h = 3333 × 1.5 / 60 = 83.325 → 83
    expect(hourlyGrossCents(33_33, 0, 1)).toBe(83);
  });

  it('chooses the rule by pay type', () => {
    const base = { annualSalaryCents: 60_000_00, hourlyRateCents: 40_00, minutesWorked: 600, overtimeMinutes: 60 };
    expect(grossPayCents({ ...base, payType: 'salary' })).toBe(5_000_00);
    expect(grossPayCents({ ...base, payType: 'hourly' })).toBe(460_00);
  });
});

describe('net pay', () => {
  it('takes 25% tax and 5% deductions', () => {
    expect(netPay(10_000_00)).toEqual({
      grossCents: 10_000_00,
      taxCents: 2_500_00,
      deductionsCents: 500_00,
      netCents: 7_000_00,
    });
  });

  it('keeps gross = net + tax + deductions when rounding', () => {
    for (const gross of [1, 3, 99, 7_916_67, 123_457]) {
      const pay = netPay(gross);
      expect(pay.netCents + pay.taxCents + pay.deductionsCents).toBe(gross);
    }
  });
});

describe('fees and statements', () => {
  it('charges the processing fee of the payout method', () => {
    expect(payoutFeeCents('direct_deposit')).toBe(150);
    expect(payoutFeeCents('paper_check')).toBe(295);
    expect(payoutFeeCents('wire')).toBe(1_500);
  });

  it('builds a statement and sums a run', () => {
    const salaried = computePayStatement({
      payType: 'salary',
      annualSalaryCents: 120_000_00,
      hourlyRateCents: 0,
      minutesWorked: 0,
      overtimeMinutes: 0,
      payoutMethod: 'direct_deposit',
    });
    const hourly = computePayStatement({
      payType: 'hourly',
      annualSalaryCents: 0,
      hourlyRateCents: 50_00,
      minutesWorked: hoursToMinutes(160),
      overtimeMinutes: hoursToMinutes(10),
      payoutMethod: 'wire',
    });
    expect(salaried).toEqual({
      grossCents: 10_000_00,
      taxCents: 2_500_00,
      deductionsCents: 500_00,
      netCents: 7_000_00,
      feeCents: 150,
    });
    expect(summarizePayrollRun([salaried, hourly])).toEqual({
      employeeCount: 2,
      grossCents: 18_750_00,
      taxCents: 4_687_50,
      deductionsCents: 937_50,
      netCents: 13_125_00,
      feesCents: 1_650,
    });
  });
});

describe('cost rate', () => {
  it('takes the set cost rate, else the hourly rate, else the annual salary over 2,080 hours', () => {
    const base = { costRateCents: null, hourlyRateCents: 4_500, annualSalaryCents: 104_000_00 };
    expect(costRateCents({ ...base, payType: 'hourly', costRateCents: 6_000 })).toBe(6_000);
    expect(costRateCents({ ...base, payType: 'hourly' })).toBe(4_500);
    expect(costRateCents({ ...base, payType: 'salary' })).toBe(5_000);
  });
});
