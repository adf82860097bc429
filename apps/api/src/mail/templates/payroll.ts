import type { Language } from '@agency/shared/enums';
import { type ComposedMail, composeMail, greeting, type MailKit } from '../compose.ts';

// A pay statement, mailed to its employee once the run has paid them (D7): their own figures, nobody else's.

export interface PayStatementMailInput {
  employeeName: string;
  periodStart: string;
  periodEnd: string;
  paymentDate: string;
  payType: 'salary' | 'hourly';
  minutesWorked: number;
  overtimeMinutes: number;
  grossCents: number;
  taxCents: number;
  deductionsCents: number;
  netCents: number;
  /** The employee's payroll page, where the statement's PDF is. */
  link: string;
}

const hours = (kit: MailKit, minutes: number) => kit.number(Math.round((minutes / 60) * 100) / 100);

export function payStatementEmail(input: PayStatementMailInput, language: Language | null): ComposedMail {
  return composeMail(language, (kit) => {
    const { t } = kit;
    const period = kit.span(input.periodStart, input.periodEnd);
    const time: Array<[string, string]> =
      input.payType === 'hourly'
        ? [
            [t('payStatement.hours'), hours(kit, input.minutesWorked)],
            [t('payStatement.overtime'), hours(kit, input.overtimeMinutes)],
          ]
        : [];
    return {
      subject: t('payStatement.subject', { period }),
      content: {
        paragraphs: [
          greeting(kit, input.employeeName),
          t('payStatement.intro', { period, date: kit.day(input.paymentDate), net: kit.money(input.netCents) }),
        ],
        rows: [
          [t('payStatement.period'), period],
          [t('payStatement.paymentDate'), kit.day(input.paymentDate)],
          ...time,
          [t('payStatement.gross'), kit.money(input.grossCents)],
          [t('payStatement.tax'), kit.money(input.taxCents)],
          [t('payStatement.deductions'), kit.money(input.deductionsCents)],
          [t('payStatement.net'), kit.money(input.netCents)],
        ],
        button: { label: t('payStatement.button'), url: input.link },
        footnotes: [t('payStatement.pdf')],
      },
    };
  });
}
