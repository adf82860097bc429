import { type CreateWebhookBody, createWebhookBody, WEBHOOK_EVENTS } from '@agency/shared/integrations';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientOptions } from '../../../lib/client-options';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useCreateWebhook } from '../api/create-webhook';

/** The signing secret, shown once: after creation and after "Roll secret". */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation(['integrations', 'common']);
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light">
        {t('secret.once')}
      </Alert>
      <Code block aria-label={t('secret.label')}>
        {secret}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('secret.copied') : t('secret.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('secret.done')}</Button>
      </Group>
    </Stack>
  );
}

/** Add a webhook (signed JSON) or a Slack incoming-webhook channel, with the events it receives. */
export function WebhookForm({ format, onDone }: { format: 'json' | 'slack'; onDone: () => void }) {
  const { t } = useTranslation(['integrations', 'common', 'messages']);
  const create = useCreateWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const clients = useClientOptions();
  const form = useSchemaForm<CreateWebhookBody & Record<string, unknown>>(createWebhookBody, {
    initialValues: { url: '', description: '', events: [], format, clientId: null },
  });
  if (secret) return <SecretOnce secret={secret} onDone={onDone} />;

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => setSecret(created.secret),
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {create.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error, t('form.failed'))}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t(format === 'slack' ? 'form.slackHint' : 'form.webhookHint')}
        </Text>
        <TextInput label={t('form.url')} type="url" required data-autofocus {...form.getInputProps('url')} />
        <TextInput label={t('form.description')} {...form.getInputProps('description')} />
        <Select
          label={t('form.organisation')}
          description={t('form.organisationHint')}
          placeholder={t('form.agency')}
          data={clients.data ?? []}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('clientId')}
        />
        <Checkbox.Group label={t('form.events')} required {...form.getInputProps('events')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={t(`events.${event}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
