import { LOGIN_MESSAGES } from '@agency/shared/auth-rules';
import { ROLES, type Role } from '@agency/shared/enums';
import type { InvitationWithLink, InviteUserBody } from '@agency/shared/invitations';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ROLE_LABELS } from '../../../config/roles';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useInviteUser } from '../api/invite-user';
import { OrganisationSelect } from './organisation-select';

type Field = 'email' | 'firstName' | 'lastName' | 'clientId';
type Problems = Partial<Record<Field, string>>;

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function validate(input: InviteUserBody): Problems {
  const problems: Problems = {};
  if (!input.email.trim()) problems.email = LOGIN_MESSAGES.emailRequired;
  else if (!input.email.includes('@')) problems.email = LOGIN_MESSAGES.emailInvalid;
  if (!input.firstName.trim()) problems.firstName = 'First name is required';
  if (!input.lastName.trim()) problems.lastName = 'Last name is required';
  if (input.role === 'CLIENT' && !input.clientId) problems.clientId = 'Choose the client organisation';
  return problems;
}

/** D4: an admin grants an account by invitation; a CLIENT belongs to one client organisation (D5). */
export function InviteUserForm({
  onDone,
  onInvited,
}: {
  onDone: () => void;
  onInvited?: (invitation: InvitationWithLink) => void;
}) {
  const [values, setValues] = useState<InviteUserBody>({
    email: '',
    firstName: '',
    lastName: '',
    role: 'CLIENT',
    clientId: null,
  });
  const [problems, setProblems] = useState<Problems>({});
  const invite = useInviteUser();
  const serverFields = invite.error instanceof ApiError ? (invite.error.fields ?? {}) : {};
  const errorFor = (field: Field) => problems[field] ?? serverFields[field];
  const text = (field: 'email' | 'firstName' | 'lastName') => (event: { currentTarget: { value: string } }) => {
    // Read now: React has cleared currentTarget by the time a state updater runs.
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { ...values, clientId: values.role === 'CLIENT' ? values.clientId : null };
    invite.mutate(body, {
      onSuccess: (invitation) => {
        notifications.show({ color: 'green', message: `Invitation sent to ${invitation.email}.` });
        onDone();
        onInvited?.(invitation);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {invite.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(invite.error, 'The invitation could not be sent.')}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          value={values.email}
          onChange={text('email')}
          error={errorFor('email')}
          required
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First name"
            value={values.firstName}
            onChange={text('firstName')}
            error={errorFor('firstName')}
            required
          />
          <TextInput
            label="Last name"
            value={values.lastName}
            onChange={text('lastName')}
            error={errorFor('lastName')}
            required
          />
        </SimpleGrid>
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          value={values.role}
          onChange={(role) => role && setValues((current) => ({ ...current, role: role as Role }))}
          allowDeselect={false}
          required
        />
        {values.role === 'CLIENT' && (
          <OrganisationSelect
            value={values.clientId ?? null}
            onChange={(clientId) => setValues((current) => ({ ...current, clientId }))}
            error={errorFor('clientId')}
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
