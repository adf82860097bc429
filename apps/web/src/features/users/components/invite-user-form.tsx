import { ROLES } from '@agency/shared/enums';
import { type InvitationWithLink, type InviteUserBody, inviteUserBody } from '@agency/shared/invitations';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLE_LABELS } from '../../../config/roles';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useInviteUser } from '../api/invite-user';
import { OrganisationSelect } from './organisation-select';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** D4: an admin grants an account by invitation; a CLIENT belongs to one client organisation (D5). */
export function InviteUserForm({
  onDone,
  onInvited,
}: {
  onDone: () => void;
  onInvited?: (invitation: InvitationWithLink) => void;
}) {
  const form = useSchemaForm<InviteUserBody>(inviteUserBody, {
    initialValues: { email: '', firstName: '', lastName: '', role: 'CLIENT', clientId: null },
  });
  const invite = useInviteUser();
  const { role } = form.getValues();

  const submit = form.onSubmit((values) => {
    const body = { ...values, clientId: values.role === 'CLIENT' ? values.clientId : null };
    invite.mutate(body, {
      onSuccess: (invitation) => {
        notifications.show({
          color: 'green',
          message: invitation.deliveryConfigured
            ? `Invitation sent to ${invitation.email}.`
            : `Invitation to ${invitation.email} created. E-mail is not delivered here: pass on its link.`,
        });
        onDone();
        onInvited?.(invitation);
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {invite.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(invite.error, 'The invitation could not be sent.')}
          </Alert>
        )}
        <TextInput label="Email" type="email" {...form.getInputProps('email')} required data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" {...form.getInputProps('firstName')} required />
          <TextInput label="Last name" {...form.getInputProps('lastName')} required />
        </SimpleGrid>
        <Select label="Role" data={ROLE_OPTIONS} {...form.getInputProps('role')} allowDeselect={false} required />
        {role === 'CLIENT' && (
          <OrganisationSelect
            value={form.getValues().clientId ?? null}
            onChange={(clientId) => form.setFieldValue('clientId', clientId)}
            error={form.errors.clientId}
            required
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
