import { CLIENT_MESSAGES } from '@agency/shared/clients';
import {
  type ConvertLeadBody,
  type ConvertLeadResponseOnWire,
  convertLeadBody,
  type LeadOnWire,
} from '@agency/shared/leads';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CentsInput } from '../../../components/money-input';
import { ApiError } from '../../../lib/api';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useConvertLead } from '../api/convert-lead';

/** The shared schema's messages (English, the spec's words) in the user's language. */
const MESSAGE_KEYS = {
  [CLIENT_MESSAGES.nameRequired]: 'validation.nameRequired',
  [CLIENT_MESSAGES.emailRequired]: 'validation.emailRequired',
  [CLIENT_MESSAGES.emailInvalid]: 'validation.emailInvalid',
  'Project name is required': 'validation.projectNameRequired',
} as const;

type FormValues = { clientName: string; clientEmail: string; projectName: string; budgetCents: number | null };

interface ConvertLeadModalProps {
  lead: LeadOnWire | null;
  onClose: () => void;
}

/**
 * Convert to client: the client's name and e-mail (from the lead's company or name and its e-mail, editable) and a
 * first project, created in one step; afterwards the modal links to the new client's page.
 */
export function ConvertLeadModal({ lead, onClose }: ConvertLeadModalProps) {
  const { t } = useTranslation(['clients', 'common']);
  const [done, setDone] = useState<{ result: ConvertLeadResponseOnWire; client: string; project: string } | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={lead !== null}
      onClose={close}
      title={t('convert.title')}
      styles={{ title: { fontWeight: 700 } }}
    >
      {done ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden="true" />} title={t('convert.doneTitle')}>
            {t('convert.done', { client: done.client, project: done.project })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.close')}
            </Button>
            <Button component={Link} to={`/dashboard/clients/${done.result.clientId}`}>
              {t('convert.openClient')}
            </Button>
          </Group>
        </Stack>
      ) : (
        lead && (
          <ConvertForm
            lead={lead}
            onCancel={close}
            onConverted={(result, values) =>
              setDone({ result, client: values.clientName.trim(), project: values.projectName.trim() })
            }
          />
        )
      )}
    </Modal>
  );
}

function ConvertForm({
  lead,
  onCancel,
  onConverted,
}: {
  lead: LeadOnWire;
  onCancel: () => void;
  onConverted: (result: ConvertLeadResponseOnWire, values: FormValues) => void;
}) {
  const { t } = useTranslation('clients');
  const convert = useConvertLead();
  const form = useSchemaForm<FormValues>(convertLeadBody, {
    initialValues: {
      clientName: lead.company ?? lead.name,
      clientEmail: lead.email,
      projectName: lead.service,
      budgetCents: null,
    },
  });
  const budget = form.getInputProps('budgetCents');
  const input = (field: 'clientName' | 'clientEmail' | 'projectName') => {
    const props = form.getInputProps(field);
    const key = typeof props.error === 'string' ? MESSAGE_KEYS[props.error as keyof typeof MESSAGE_KEYS] : undefined;
    return { ...props, error: key ? t(key) : props.error };
  };

  const submit = form.onSubmit((values) =>
    convert.mutate(
      { id: lead.id, body: values satisfies ConvertLeadBody },
      { onSuccess: (result) => onConverted(result, values), onError: (error) => showServerErrors(form, error) },
    ),
  );
  const apiMessage = convert.error instanceof ApiError && !convert.error.fields ? convert.error.message : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('convert.intro')}
        </Text>
        <TextInput label={t('convert.clientName')} required data-autofocus {...input('clientName')} />
        <TextInput label={t('convert.clientEmail')} type="email" required {...input('clientEmail')} />
        <TextInput label={t('convert.projectName')} required {...input('projectName')} />
        <CentsInput
          label={t('convert.budget')}
          description={t('form.optional')}
          cents={form.values.budgetCents}
          onCents={(cents) => form.setFieldValue('budgetCents', cents)}
          error={budget.error}
        />
        {convert.isError && !showsOnFields(form.errors) && (
          <Alert color="red" role="alert">
            {apiMessage ?? t('convert.error')}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={convert.isPending}>
            {t('convert.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const showsOnFields = (errors: Record<string, unknown>) => Object.keys(errors).length > 0;
