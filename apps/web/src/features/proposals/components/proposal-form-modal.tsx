import { PROPOSAL_MESSAGES, type ProposalDetailOnWire } from '@agency/shared/proposals';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  LineItemsField,
  type LineItemValue,
  lineItemErrors,
  lineItemsPayload,
  lineItemsTotalCents,
  newLineItem,
} from '../../../components/line-items-field';
import { parseAmount, QuantityInput, type TypedNumber } from '../../../components/money-input';
import { useFormat } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { useClientOptions } from '../../../lib/client-options';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useCreateProposal, useUpdateProposal } from '../api/save-proposal';

interface FormValues extends Record<string, unknown> {
  title: string;
  clientId: string | null;
  validUntil: string;
  depositPercent: TypedNumber;
  description: string;
  scope: string;
  timeline: string;
  terms: string;
  items: LineItemValue[];
}

function initialValues(proposal: ProposalDetailOnWire | null): FormValues {
  if (!proposal) {
    return {
      title: '',
      clientId: null,
      validUntil: '',
      depositPercent: 50,
      description: '',
      scope: '',
      timeline: '',
      terms: '',
      items: [newLineItem()],
    };
  }
  return {
    title: proposal.title,
    clientId: proposal.clientId,
    validUntil: proposal.validUntil ?? '',
    depositPercent: proposal.depositPercent,
    description: proposal.description,
    scope: proposal.scope,
    timeline: proposal.timeline,
    terms: proposal.terms,
    items: proposal.items.map((item) =>
      newLineItem({ description: item.description, quantity: item.quantity, rate: item.unitPriceCents / 100 }),
    ),
  };
}

/** 001 §5: title, client and a priced line are required, else 'Please fill in all required fields'. */
function validate(values: FormValues) {
  const errors: Record<string, string> = lineItemErrors(values.items, PROPOSAL_MESSAGES.required);
  if (!values.title.trim()) errors.title = PROPOSAL_MESSAGES.required;
  if (!values.clientId) errors.clientId = PROPOSAL_MESSAGES.required;
  const deposit = parseAmount(values.depositPercent);
  if (deposit === null || !Number.isInteger(deposit) || deposit < 0 || deposit > 100) {
    errors.depositPercent = PROPOSAL_MESSAGES.required;
  }
  return errors;
}

interface ProposalFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The proposal to edit; without one the modal creates a draft. */
  proposal?: ProposalDetailOnWire | null;
  onSaved?: (id: string) => void;
}

/** Create Proposal and Edit Proposal: lines priced on the server (quantity × rate), totals shown as a preview. */
export function ProposalFormModal({ opened, onClose, proposal = null, onSaved }: ProposalFormModalProps) {
  const { t } = useTranslation(['proposals', 'common']);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={opened}
      onClose={onClose}
      title={proposal ? t('form.editTitle') : t('form.createTitle')}
      styles={{ title: { fontWeight: 700 } }}
      size="xl"
    >
      {opened && <ProposalForm proposal={proposal} onDone={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ProposalForm({
  proposal,
  onDone,
  onSaved,
}: {
  proposal: ProposalDetailOnWire | null;
  onDone: () => void;
  onSaved?: (id: string) => void;
}) {
  const { t } = useTranslation('proposals');
  const format = useFormat();
  const clients = useClientOptions(true);
  const create = useCreateProposal();
  const update = useUpdateProposal();
  const mutation = proposal ? update : create;
  const form = useSchemaForm<FormValues>(null, { initialValues: initialValues(proposal), validate });
  const failed = Object.keys(form.errors).length > 0;

  const submit = form.onSubmit((values) => {
    const body = {
      title: values.title,
      clientId: values.clientId!,
      validUntil: values.validUntil || null,
      depositPercent: parseAmount(values.depositPercent) ?? 0,
      description: values.description,
      scope: values.scope,
      timeline: values.timeline,
      terms: values.terms,
      items: lineItemsPayload(values.items),
    };
    const onError = (error: unknown) => showServerErrors(form, error);
    const onSuccess = (saved: ProposalDetailOnWire) => {
      notifications.show({ color: 'teal', message: t('form.saved', { number: saved.number }) });
      onDone();
      onSaved?.(saved.id);
    };
    if (proposal) update.mutate({ id: proposal.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });

  const total = lineItemsTotalCents(form.values.items);
  const serverError =
    mutation.error instanceof ApiError && !mutation.error.fields ? errorMessage(mutation.error, t('form.error')) : null;
  const fieldError = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translateMessage(error) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('form.title')}
          required
          data-autofocus
          {...form.getInputProps('title')}
          error={fieldError('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('form.client')}
            required
            searchable
            data={clients.data ?? []}
            nothingFoundMessage={t('form.noClients')}
            // Once sent, a proposal stays with the organisation it was sent to.
            disabled={proposal !== null && proposal.status !== 'draft'}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('clientId')}
            error={fieldError('clientId')}
          />
          <TextInput type="date" label={t('form.validUntil')} {...form.getInputProps('validUntil')} />
          <QuantityInput
            label={t('form.deposit')}
            max={100}
            suffix="%"
            value={form.values.depositPercent}
            error={fieldError('depositPercent')}
            onChange={(value) => form.setFieldValue('depositPercent', value)}
          />
        </SimpleGrid>

        <Text fw={600} size="sm" mt="xs">
          {t('form.items')}
        </Text>
        <LineItemsField
          form={form}
          lines={form.values.items}
          errorOf={fieldError}
          labels={{
            description: t('form.itemDescription'),
            quantity: t('form.quantity'),
            rate: t('form.rate'),
            amount: t('form.amount'),
            add: t('form.addItem'),
            remove: (n) => t('form.removeItem', { n }),
          }}
          footer={<Text fw={700}>{t('form.total', { total: format.money(total) })}</Text>}
        />

        <Textarea label={t('form.description')} autosize minRows={2} {...form.getInputProps('description')} />
        <Textarea label={t('form.scope')} autosize minRows={2} {...form.getInputProps('scope')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea label={t('form.timeline')} autosize minRows={2} {...form.getInputProps('timeline')} />
          <Textarea label={t('form.terms')} autosize minRows={2} {...form.getInputProps('terms')} />
        </SimpleGrid>
        {failed && (
          <Alert color="red" role="alert">
            {translateMessage(PROPOSAL_MESSAGES.required)}
          </Alert>
        )}
        {mutation.isError && !failed && (
          <Alert color="red" role="alert">
            {serverError ?? t('form.error')}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {proposal ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
