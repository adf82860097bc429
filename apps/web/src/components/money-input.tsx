import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * What a money or quantity field holds while it is being typed: NumberInput hands over a number once the text is
 * a settled number, and the text itself otherwise ('' when cleared, '12.' half-way through "12.75"). Forms keep
 * that value as it came, so the field shows exactly what was typed, and read it with `parseAmount`.
 */
export type TypedNumber = number | string;

/** The typed value as a number, or null when it is blank or not a number. */
export function parseAmount(value: TypedNumber): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.replace(/,/g, '').trim();
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

export type MoneyInputProps = Omit<
  NumberInputProps,
  'prefix' | 'decimalScale' | 'thousandSeparator' | 'allowNegative' | 'allowDecimal' | 'value' | 'onChange'
> & {
  value: TypedNumber;
  onChange: (value: TypedNumber) => void;
};

/**
 * The one money field (issue #18 point 19): dollars with up to two decimals, "$" and thousands separators shown,
 * never negative. Used by the proposal and invoice line items and the payment form. Keep the value it hands over
 * (see TypedNumber): turning '' or '12.' into 0 on every keystroke is what made "12.75" read "$075".
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      min={0}
      inputMode="decimal"
      {...props}
      prefix="$"
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      value={value}
      onChange={onChange}
    />
  );
}

export type QuantityInputProps = Omit<
  NumberInputProps,
  'allowDecimal' | 'allowNegative' | 'decimalScale' | 'value' | 'onChange'
> & {
  value: TypedNumber;
  onChange: (value: TypedNumber) => void;
};

/** A whole, non-negative quantity; cleared, it stays empty (typing 3 then gives 3, not 30). */
export function QuantityInput({ value, onChange, ...props }: QuantityInputProps) {
  return (
    <NumberInput
      min={0}
      inputMode="numeric"
      {...props}
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={onChange}
    />
  );
}

/** Whole cents of a typed dollar amount; null when blank or not a number. */
export function centsOf(value: TypedNumber): number | null {
  const amount = parseAmount(value);
  return amount === null ? null : Math.round(amount * 100);
}

/**
 * What a cents field shows: the text as typed while it still means the form's value ('12.' on the way to 12.75,
 * '' for a cleared field the form holds as 0 or null), else the form's value (set from outside: a reset, a load).
 */
export function shownAmount(typed: TypedNumber, cents: number | null): TypedNumber {
  if ((centsOf(typed) ?? 0) === (cents ?? 0)) return typed;
  return cents === null ? '' : cents / 100;
}

export type CentsInputProps = Omit<MoneyInputProps, 'value' | 'onChange'> & {
  cents: number | null;
  onCents: (cents: number | null) => void;
};

/** The money field for a form that keeps cents (a budget, an expense): typed as dollars, handed over as cents. */
export function CentsInput({ cents, onCents, ...props }: CentsInputProps) {
  const [typed, setTyped] = useState<TypedNumber>(cents === null ? '' : cents / 100);
  return (
    <MoneyInput
      {...props}
      value={shownAmount(typed, cents)}
      onChange={(value) => {
        setTyped(value);
        onCents(centsOf(value));
      }}
    />
  );
}
