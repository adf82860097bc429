import { addDays, type InvoiceDetailOnWire, NET_DAYS, type SaveInvoiceBody } from '@agency/shared/invoices';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  LineItemsField,
  type LineItemValue,
  lineItemErrors,
  lineItemsPayload,
  lineItemsTotalCents,
  newLineItem,
} from '../../../components/line-items-field';
import { useFormat } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { useSchemaForm } from '../../../lib/form';
import { today as todayInZone } from '../../../lib/today';
import { useInvoiceOptions } from '../api/get-invoice-options';
import { useSaveInvoice } from '../api/save-invoice';

interface FormState extends Record<string, unknown> {
  clientId: string | null;
  projectId: string | null;
  issueDate: string;
  dueDate: string;
  description: string;
  tags: string;
  items: LineItemValue[];
}

function initialState(invoice: InvoiceDetailOnWire | null): FormState {
  const today = todayInZone();
  if (!invoice) {
    return {
      clientId: null,
      projectId: null,
      issueDate: today,
      dueDate: addDays(today, NET_DAYS),
      description: '',
      tags: '',
      items: [newLineItem()],
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
      .map((item) =>
        newLineItem({
          id: item.id,
          description: item.description,
          quantity: item.quantity,
          rate: item.unitPriceCents / 100,
        }),
      ),
  };
}

interface InvoiceFormModalProps {
  opened: boolean;
  /** The draft being edited; null creates a new invoice. */
  invoice: InvoiceDetailOnWire | null;
  onClose: () => void;
  onSaved: (invoice: InvoiceDetailOnWire, created: boolean) => void;
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
  invoice: InvoiceDetailOnWire | null;
  onCancel: () => void;
  onSaved: (invoice: InvoiceDetailOnWire, created: boolean) => void;
}) {
  const { t } = useTranslation('invoices');
  const f = useFormat();
  const form = useSchemaForm<FormState>(null, { initialValues: initialState(invoice) });
  const state = form.values;
  const options = useInvoiceOptions(true);
  const save = useSaveInvoice();
  const clients = options.data?.clients ?? [];
  const client = clients.find((c) => c.id === state.clientId);
  const set = (key: keyof FormState & string, value: string | null) => form.setFieldValue(key, value);
  const totalCents = lineItemsTotalCents(state.items);
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const fieldError = (name: string) => (fields[name] ? translateMessage(fields[name]) : undefined);
  // Every line has a description, a whole quantity and a rate (a blank rate is never a silent $0.00).
  const itemsReady = Object.keys(lineItemErrors(state.items, 'required')).length === 0;

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
      items: lineItemsPayload(state.items),
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
            onChange={(value) => form.setValues({ clientId: value, projectId: null })}
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
              form.setValues((s) => ({ issueDate, dueDate: issueDate ? addDays(issueDate, NET_DAYS) : s.dueDate }));
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
        <LineItemsField
          form={form}
          lines={state.items}
          errorOf={fieldError}
          labels={{
            description: t('form.itemDescription'),
            quantity: t('form.quantity'),
            rate: t('form.rate'),
            amount: t('form.amount'),
            add: t('form.addItem'),
            remove: (n) => t('form.removeItem', { n }),
          }}
        />
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
