import { LANGUAGES, type Language, ROLES } from '@agency/shared/enums';
import { type InvitationWithLinkOnWire, type InviteUserBody, inviteUserBody } from '@agency/shared/invitations';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isClientUser } from '../../../config/roles';
import { isLanguage, LANGUAGE_NAMES } from '../../../i18n/languages';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useInviteUser } from '../api/invite-user';
import { OrganisationSelect } from './organisation-select';

/** D4: an admin grants an account by invitation; a CLIENT belongs to one client organisation (D5). */
export function InviteUserForm({
  onDone,
  onInvited,
}: {
  onDone: () => void;
  onInvited?: (invitation: InvitationWithLinkOnWire) => void;
}) {
  const { t, i18n } = useTranslation(['users', 'ui', 'common', 'messages']);
  // The invitation mail is written in the inviter's language unless they choose the invitee's.
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const form = useSchemaForm<InviteUserBody>(inviteUserBody, {
    initialValues: { email: '', firstName: '', lastName: '', role: 'CLIENT', clientId: null, language },
  });
  const invite = useInviteUser();
  const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
  const roleOptions = ROLES.map((value) => ({ value, label: t(`ui:roles.${value}`) }));
  const { role } = form.getValues();

  const submit = form.onSubmit((values) => {
    const body = { ...values, clientId: isClientUser(values.role) ? values.clientId : null };
    invite.mutate(body, {
      onSuccess: (invitation) => {
        notifications.show({
          color: 'green',
          message: invitation.deliveryConfigured
            ? t('invite.sent', { email: invitation.email })
            : t('invite.created', { email: invitation.email }),
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
            {errorMessage(invite.error, t('invite.failed'))}
          </Alert>
        )}
        <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} required data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('fields.firstName')} {...form.getInputProps('firstName')} required />
          <TextInput label={t('fields.lastName')} {...form.getInputProps('lastName')} required />
        </SimpleGrid>
        <Select
          label={t('fields.role')}
          data={roleOptions}
          {...form.getInputProps('role')}
          allowDeselect={false}
          required
        />
        <Select
          label={t('fields.language')}
          description={t('invite.languageHint')}
          data={languageOptions}
          {...form.getInputProps('language')}
          allowDeselect={false}
        />
        {isClientUser(role) && (
          <OrganisationSelect
            value={form.getValues().clientId ?? null}
            onChange={(clientId) => form.setFieldValue('clientId', clientId)}
            error={form.errors.clientId}
            required
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
