import { type DeleteAccountBody, deleteAccountBody } from '@agency/shared/profile';
import { DELETE_ACCOUNT_PHRASE } from '@agency/shared/profile-values';
import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Settings › Advanced, an admin's (D23): the organisation's registration switch (passed in by the page), the data
 * export and the Danger Zone's Delete Account.
 */
export function AdvancedSection({ registration }: { registration: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg">
      {registration}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="export-title">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="export-title">
            {t('advanced.exportTitle')}
          </Title>
          <Text size="sm">{t('advanced.exportText')}</Text>
          <Button component="a" href="/api/settings/export" download variant="light">
            {t('advanced.export')}
          </Button>
        </Stack>
      </Card>
      <DangerZone />
    </Stack>
  );
}

function DangerZone() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="danger-title"
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="danger-title" c="red">
          {t('advanced.dangerZone')}
        </Title>
        <Text size="sm">{t('advanced.deleteText')}</Text>
        <Button color="red" variant="outline" onClick={() => setOpen(true)}>
          {t('advanced.delete')}
        </Button>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('advanced.delete')}>
        {open && <DeleteAccountForm onCancel={() => setOpen(false)} />}
      </Modal>
    </Card>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useSchemaForm<{ confirm: string; password: string }>(deleteAccountBody, {
    initialValues: { confirm: '', password: '' },
  });
  const submit = form.onSubmit((values) =>
    remove.mutate(values as DeleteAccountBody, {
      onSuccess: () => navigate('/auth', { replace: true }),
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('advanced.deleteWarning')}</Text>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(remove.error, t('advanced.deleteFailed'))}
          </Alert>
        )}
        <TextInput
          label={t('advanced.typeToConfirm', { phrase: DELETE_ACCOUNT_PHRASE })}
          autoComplete="off"
          {...form.getInputProps('confirm')}
        />
        <PasswordInput
          label={t('advanced.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={remove.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={remove.isPending}
            disabled={form.getValues().confirm !== DELETE_ACCOUNT_PHRASE}
          >
            {t('advanced.deleteForever')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
