import { PROPOSAL_MESSAGES, type ProposalDetail } from '@agency/shared/proposals';
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
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useClientOptions } from '../api/client-options';
import { useCreateProposal, useUpdateProposal } from '../api/save-proposal';

interface Line {
  description: string;
  quantity: number;
  rate: number;
}

interface FormValues extends Record<string, unknown> {
  title: string;
  clientId: string | null;
  validUntil: string;
  depositPercent: number;
  description: string;
  scope: string;
  timeline: string;
  terms: string;
  items: Line[];
}

const NEW_LINE: Line = { description: '', quantity: 1, rate: 0 };

function initialValues(proposal: ProposalDetail | null): FormValues {
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
      items: [{ ...NEW_LINE }],
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
    items: proposal.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      rate: item.unitPriceCents / 100,
    })),
  };
}

/** 001 §5: title, client and a priced line are required, else 'Please fill in all required fields'. */
function validate(values: FormValues) {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = PROPOSAL_MESSAGES.required;
  if (!values.clientId) errors.clientId = PROPOSAL_MESSAGES.required;
  values.items.forEach((item, index) => {
    if (!item.description.trim()) errors[`items.${index}.description`] = PROPOSAL_MESSAGES.required;
  });
  return errors;
}

interface ProposalFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The proposal to edit; without one the modal creates a draft. */
  proposal?: ProposalDetail | null;
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
  proposal: ProposalDetail | null;
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
      depositPercent: values.depositPercent,
      description: values.description,
      scope: values.scope,
      timeline: values.timeline,
      terms: values.terms,
      items: values.items,
    };
    const onError = (error: unknown) => showServerErrors(form, error);
    const onSuccess = (saved: ProposalDetail) => {
      notifications.show({ color: 'teal', message: t('form.saved', { number: saved.number }) });
      onDone();
      onSaved?.(saved.id);
    };
    if (proposal) update.mutate({ id: proposal.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });

  const lineAmount = (line: Line) => Math.round(line.rate * 100) * Math.trunc(line.quantity);
  const total = form.values.items.reduce((sum, line) => sum + lineAmount(line), 0);
  const number = (value: string | number) => (typeof value === 'number' ? value : 0);
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
          <NumberInput
            label={t('form.deposit')}
            min={0}
            max={100}
            allowDecimal={false}
            suffix="%"
            {...form.getInputProps('depositPercent')}
            onChange={(value) => form.setFieldValue('depositPercent', number(value))}
          />
        </SimpleGrid>

        <Text fw={600} size="sm" mt="xs">
          {t('form.items')}
        </Text>
        {form.values.items.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; their order is their identity.
          <Group key={index} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('form.itemDescription')}
              required
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps(`items.${index}.description`)}
              error={fieldError(`items.${index}.description`)}
            />
            <NumberInput
              label={t('form.quantity')}
              min={0}
              allowDecimal={false}
              w={90}
              value={line.quantity}
              onChange={(value) => form.setFieldValue(`items.${index}.quantity`, number(value))}
            />
            <NumberInput
              label={t('form.rate')}
              min={0}
              step={0.01}
              decimalScale={2}
              prefix="$"
              w={130}
              value={line.rate}
              onChange={(value) => form.setFieldValue(`items.${index}.rate`, number(value))}
            />
            <Text w={110} ta="right" pb={8} fw={500} aria-label={t('form.amount')}>
              {format.money(lineAmount(line))}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              disabled={form.values.items.length <= 1}
              onClick={() => form.removeListItem('items', index)}
              aria-label={t('form.removeItem')}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => form.insertListItem('items', { ...NEW_LINE })}
          >
            {t('form.addItem')}
          </Button>
          <Text fw={700}>{t('form.total', { total: format.money(total) })}</Text>
        </Group>

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
