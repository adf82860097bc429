import { addDays, type InvoiceDetail, NET_DAYS, type SaveInvoiceBody } from '@agency/shared/invoices';
import { dollarsToCents, lineAmountCents, sumCents } from '@agency/shared/money';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { useInvoiceOptions } from '../api/get-invoice-options';
import { useSaveInvoice } from '../api/save-invoice';

interface Line {
  key: number;
  description: string;
  quantity: number;
  rate: number;
}

interface FormState {
  clientId: string | null;
  projectId: string | null;
  issueDate: string;
  dueDate: string;
  description: string;
  tags: string;
  items: Line[];
}

/** NumberInput hands over a string while the text is not a settled number ("250.50", "12."). */
const toNumber = (value: number | string) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value.replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : 0;
};

let nextKey = 1;
const newLine = (): Line => ({ key: nextKey++, description: '', quantity: 1, rate: 0 });

function initialState(invoice: InvoiceDetail | null): FormState {
  const today = new Date().toISOString().slice(0, 10);
  if (!invoice) {
    return {
      clientId: null,
      projectId: null,
      issueDate: today,
      dueDate: addDays(today, NET_DAYS),
      description: '',
      tags: '',
      items: [newLine()],
    };
  }
  return {
    clientId: invoice.clientId,
    projectId: invoice.projectId,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    description: invoice.description,
    tags: invoice.tags.join(', '),
    items: invoice.items
      .filter((item) => item.kind === 'service')
      .map((item) => ({
        key: nextKey++,
        description: item.description,
        quantity: item.quantity,
        rate: item.unitPriceCents / 100,
      })),
  };
}

interface InvoiceFormModalProps {
  opened: boolean;
  /** The draft being edited; null creates a new invoice. */
  invoice: InvoiceDetail | null;
  onClose: () => void;
  onSaved: (invoice: InvoiceDetail, created: boolean) => void;
}

/** 'Create New Invoice' / 'Edit Invoice': client, project, dates (net 30), lines with a live total (display only). */
export function InvoiceFormModal({ opened, invoice, onClose, onSaved }: InvoiceFormModalProps) {
  const { t } = useTranslation('invoices');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={invoice ? t('form.editTitle') : t('form.createTitle')}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {opened && <InvoiceForm key={invoice?.id ?? 'new'} invoice={invoice} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function InvoiceForm({
  invoice,
  onCancel,
  onSaved,
}: {
  invoice: InvoiceDetail | null;
  onCancel: () => void;
  onSaved: (invoice: InvoiceDetail, created: boolean) => void;
}) {
  const { t } = useTranslation('invoices');
  const f = useFormat();
  const [state, setState] = useState<FormState>(() => initialState(invoice));
  const options = useInvoiceOptions(true);
  const save = useSaveInvoice();
  const clients = options.data?.clients ?? [];
  const client = clients.find((c) => c.id === state.clientId);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const setLine = (key: number, patch: Partial<Line>) =>
    setState((s) => ({ ...s, items: s.items.map((line) => (line.key === key ? { ...line, ...patch } : line)) }));
  const lineCents = (line: Line) =>
    Number.isInteger(line.quantity) && line.quantity >= 0 && line.rate >= 0
      ? lineAmountCents({ quantity: line.quantity, unitPriceCents: dollarsToCents(line.rate) })
      : 0;
  const totalCents = sumCents(state.items.map(lineCents));
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const fieldError = (name: string) => (fields[name] ? translateMessage(fields[name]) : undefined);
  const itemsReady = state.items.every((line) => line.description.trim().length > 0);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!state.clientId) return;
    const body: SaveInvoiceBody = {
      clientId: state.clientId,
      projectId: state.projectId,
      issueDate: state.issueDate,
      dueDate: state.dueDate,
      description: state.description,
      tags: state.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      items: state.items.map(({ description, quantity, rate }) => ({ description, quantity, rate })),
    };
    save.mutate({ id: invoice?.id ?? null, body }, { onSuccess: (saved) => onSaved(saved, !invoice) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('form.client')}
            placeholder={t('form.clientPlaceholder')}
            required
            searchable
            data={clients.map((c) => ({ value: c.id, label: c.name }))}
            value={state.clientId}
            onChange={(value) => setState((s) => ({ ...s, clientId: value, projectId: null }))}
            error={fieldError('clientId')}
            data-autofocus
          />
          <Select
            label={t('form.project')}
            placeholder={t('form.projectPlaceholder')}
            clearable
            disabled={!client}
            data={(client?.projects ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={state.projectId}
            onChange={(value) => set('projectId', value)}
            error={fieldError('projectId')}
          />
          <TextInput
            type="date"
            label={t('form.issueDate')}
            value={state.issueDate}
            onChange={(event) => {
              const issueDate = event.currentTarget.value;
              setState((s) => ({ ...s, issueDate, dueDate: issueDate ? addDays(issueDate, NET_DAYS) : s.dueDate }));
            }}
            error={fieldError('issueDate')}
          />
          <TextInput
            type="date"
            label={t('form.dueDate')}
            description={t('form.dueHint')}
            value={state.dueDate}
            onChange={(event) => set('dueDate', event.currentTarget.value)}
            error={fieldError('dueDate')}
          />
        </SimpleGrid>
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          value={state.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={fieldError('description')}
        />
        <TextInput
          label={t('form.tags')}
          description={t('form.tagsHint')}
          value={state.tags}
          onChange={(event) => set('tags', event.currentTarget.value)}
        />
        <Text fw={600} size="sm">
          {t('form.items')}
        </Text>
        {state.items.map((line, index) => (
          <Group key={line.key} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 220px' }}
              label={t('form.itemDescription')}
              required
              value={line.description}
              onChange={(event) => setLine(line.key, { description: event.currentTarget.value })}
              error={fieldError(`items.${index}.description`)}
            />
            <NumberInput
              w={90}
              label={t('form.quantity')}
              min={0}
              allowDecimal={false}
              value={line.quantity}
              onChange={(value) => setLine(line.key, { quantity: toNumber(value) })}
            />
            <NumberInput
              w={130}
              label={t('form.rate')}
              min={0}
              decimalScale={2}
              prefix="$"
              thousandSeparator=","
              value={line.rate}
              onChange={(value) => setLine(line.key, { rate: toNumber(value) })}
            />
            <Stack gap={2} w={110}>
              <Text size="sm" fw={500}>
                {t('form.amount')}
              </Text>
              <Text size="sm" py={6}>
                {f.money(lineCents(line))}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              disabled={state.items.length <= 1}
              aria-label={t('form.removeItem', { n: index + 1 })}
              onClick={() =>
                set(
                  'items',
                  state.items.filter((l) => l.key !== line.key),
                )
              }
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => set('items', [...state.items, newLine()])}
        >
          {t('form.addItem')}
        </Button>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('form.totalHint')}
          </Text>
          <Text fw={700} fz="lg">
            {t('form.total')}: {f.money(totalCents)}
          </Text>
        </Group>
        {save.isError && Object.keys(fields).length === 0 && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t('form.failed'))}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!state.clientId || !itemsReady}>
            {invoice ? t('form.update') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
