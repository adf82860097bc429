import { type InviteUserBody, inviteUserBody } from '@agency/shared/invitations';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { useInviteMember } from '../api/invite-member';

const STAFF_ROLES = ['AGENT', 'ADMIN'] as const;

/** Invite Member (admins): a team member is an agent or an admin; the invitation is the real one (D4). */
export function InviteMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['team', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invite.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened && <InviteForm onDone={onClose} />}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('team');
  const invite = useInviteMember();
  const form = useSchemaForm<InviteUserBody>(inviteUserBody, {
    initialValues: { email: '', firstName: '', lastName: '', role: 'AGENT', clientId: null },
  });
  const submit = form.onSubmit((values) =>
    invite.mutate(
      { ...values, clientId: null },
      {
        onSuccess: (invitation) => {
          showToast({
            type: 'success',
            message: invitation.deliveryConfigured
              ? t('invite.sent', { email: invitation.email })
              : t('invite.created', { email: invitation.email, link: invitation.inviteUrl }),
          });
          onDone();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {invite.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(invite.error, t('invite.failed'))}
          </Alert>
        )}
        <TextInput label={t('invite.email')} type="email" {...form.getInputProps('email')} required data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('invite.firstName')} {...form.getInputProps('firstName')} required />
          <TextInput label={t('invite.lastName')} {...form.getInputProps('lastName')} required />
        </SimpleGrid>
        <Select
          label={t('invite.role')}
          data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          {...form.getInputProps('role')}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            {t('invite.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
