import { dollarsToCents, lineAmountCents, sumCents } from '@agency/shared/money';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormat } from '../i18n/format';
import { MoneyInput, parseAmount, QuantityInput, type TypedNumber } from './money-input';

/**
 * One line as a form holds it: quantity and rate as typed (see TypedNumber), a key for React, and the id of the saved
 * line it edits (none for a new one): sent back, it keeps that line and what it bills (an invoice's time).
 */
export interface LineItemValue {
  key: string;
  id?: string;
  description: string;
  quantity: TypedNumber;
  rate: TypedNumber;
}

let nextKey = 1;
/** A new line: quantity 1, rate empty. */
export const newLineItem = (line: Partial<Omit<LineItemValue, 'key'>> = {}): LineItemValue => ({
  key: `line-${nextKey++}`,
  description: '',
  quantity: 1,
  rate: '',
  ...line,
});

/** A line's amount in cents (0 while its quantity or rate is not a valid number yet): the browser's preview only. */
export function lineItemCents(line: Pick<LineItemValue, 'quantity' | 'rate'>): number {
  const quantity = parseAmount(line.quantity);
  const rate = parseAmount(line.rate);
  if (quantity === null || rate === null || !Number.isInteger(quantity) || quantity < 0 || rate < 0) return 0;
  return lineAmountCents({ quantity, unitPriceCents: dollarsToCents(rate) });
}

export const lineItemsTotalCents = (lines: readonly LineItemValue[]) => sumCents(lines.map(lineItemCents));

/** The lines as the API takes them (the server prices them again). Run `lineItemErrors` first. */
export function lineItemsPayload(lines: readonly LineItemValue[]) {
  return lines.map((line) => ({
    ...(line.id ? { id: line.id } : {}),
    description: line.description.trim(),
    quantity: parseAmount(line.quantity) ?? 0,
    rate: parseAmount(line.rate) ?? 0,
  }));
}

/**
 * The lines' checks, keyed like the form's fields (`items.0.rate`): a description, a whole quantity and a rate
 * are required. A blank rate is an error, never a silent $0.00.
 */
export function lineItemErrors(lines: readonly LineItemValue[], required: string, path = 'items') {
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (!line.description.trim()) errors[`${path}.${index}.description`] = required;
    const quantity = parseAmount(line.quantity);
    if (quantity === null || !Number.isInteger(quantity) || quantity < 0)
      errors[`${path}.${index}.quantity`] = required;
    const rate = parseAmount(line.rate);
    if (rate === null || rate < 0) errors[`${path}.${index}.rate`] = required;
  });
  return errors;
}

/** What the field needs of a @mantine/form form whose values hold the lines at `path`. */
export interface LineItemsForm {
  setFieldValue(path: string, value: unknown): void;
  insertListItem(path: string, item: unknown): void;
  removeListItem(path: string, index: number): void;
}

export interface LineItemsLabels {
  description: string;
  quantity: string;
  rate: string;
  amount: string;
  add: string;
  remove: (n: number) => string;
}

interface LineItemsFieldProps {
  form: LineItemsForm;
  lines: readonly LineItemValue[];
  labels: LineItemsLabels;
  /** The message of a field, by its path (`items.0.rate`), already translated. */
  errorOf: (path: string) => ReactNode;
  path?: string;
  /** Shown under the lines, beside the add button (the total). */
  footer?: ReactNode;
}

/**
 * The one line-items field of the proposal and invoice forms (issue #18 point 19): description, a whole quantity,
 * a rate in dollars (MoneyInput) and the line's amount as a preview. On a phone each line wraps onto two rows.
 */
export function LineItemsField({ form, lines, labels, errorOf, path = 'items', footer }: LineItemsFieldProps) {
  const format = useFormat();
  return (
    <Stack gap="xs">
      {lines.map((line, index) => {
        const field = (name: string) => `${path}.${index}.${name}`;
        return (
          <Group key={line.key} align="flex-start" gap="xs" wrap="wrap" data-line-item>
            <TextInput
              label={labels.description}
              required
              style={{ flex: '1 1 220px' }}
              value={line.description}
              error={errorOf(field('description'))}
              onChange={(event) => form.setFieldValue(field('description'), event.currentTarget.value)}
            />
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: '1 1 300px' }}>
              <QuantityInput
                label={labels.quantity}
                required
                style={{ flex: '0 0 84px' }}
                value={line.quantity}
                error={errorOf(field('quantity'))}
                onChange={(value) => form.setFieldValue(field('quantity'), value)}
              />
              <MoneyInput
                label={labels.rate}
                required
                style={{ flex: '1 1 120px', minWidth: 0 }}
                value={line.rate}
                error={errorOf(field('rate'))}
                onChange={(value) => form.setFieldValue(field('rate'), value)}
              />
              <Stack gap={2} style={{ flex: '0 0 96px' }}>
                <Text size="sm" fw={500}>
                  {labels.amount}
                </Text>
                <Text size="sm" py={6} ta="right" data-line-amount>
                  {format.money(lineItemCents(line))}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={24}
                disabled={lines.length <= 1}
                aria-label={labels.remove(index + 1)}
                onClick={() => form.removeListItem(path, index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => form.insertListItem(path, newLineItem())}
        >
          {labels.add}
        </Button>
        {footer}
      </Group>
    </Stack>
  );
}
