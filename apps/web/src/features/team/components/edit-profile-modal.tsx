import { DEPARTMENTS, type Department } from '@agency/shared/enums';
import {
  type EmployeeProfileOnWire,
  type Skill,
  type UpdateEmployeeBody,
  updateEmployeeBody,
} from '@agency/shared/team';
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
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { NO_TEAM_FILTERS, useTeamList } from '../api/list-team';
import { useUpdateEmployee } from '../api/update-employee';

interface EditProfileModalProps {
  opened: boolean;
  onClose: () => void;
  profile: EmployeeProfileOnWire;
}

interface Values extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  timezone: string;
  bio: string;
  skills: Skill[];
  jobTitle: string;
  department: Department | null;
  managerId: string | null;
  joinedAt: string;
}

/** Edit Profile (001 §2): the person or an admin; role, department, manager and join date are an admin's. */
export function EditProfileModal({ opened, onClose, profile }: EditProfileModalProps) {
  const { t } = useTranslation(['team', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('edit.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened && <EditForm profile={profile} onDone={onClose} />}
    </Modal>
  );
}

function initialValues({ member }: EmployeeProfileOnWire): Values {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone ?? '',
    location: member.location ?? '',
    timezone: member.timezone ?? '',
    bio: member.bio ?? '',
    skills: member.skills,
    jobTitle: member.jobTitle ?? '',
    department: member.department,
    managerId: member.manager?.id ?? null,
    joinedAt: member.joinedAt.slice(0, 10),
  };
}

const ADMIN_FIELDS = new Set(['jobTitle', 'department', 'managerId', 'joinedAt']);

/** Only what changed, and only the fields this editor may send: the server refuses the rest. */
function changedBody(before: Values, after: Values, admin: boolean): UpdateEmployeeBody {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (!admin && ADMIN_FIELDS.has(key)) continue;
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) body[key] = after[key];
  }
  return body as UpdateEmployeeBody;
}

function EditForm({ profile, onDone }: { profile: EmployeeProfileOnWire; onDone: () => void }) {
  const { t } = useTranslation('team');
  const update = useUpdateEmployee();
  const admin = profile.permissions.editAdminFields;
  const initial = initialValues(profile);
  const form = useSchemaForm<Values>(updateEmployeeBody, { initialValues: initial });
  const staff = useTeamList({ ...NO_TEAM_FILTERS });
  const managers = (staff.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((person) => person.id !== profile.member.id)
    .map((person) => ({ value: person.id, label: person.name }));

  const submit = form.onSubmit((values) => {
    const body = changedBody(initial, values, admin);
    if (Object.keys(body).length === 0) return onDone();
    update.mutate(
      { id: profile.member.id, body },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('edit.saved') });
          onDone();
        },
        onError: (error) => showServerErrors(form, error),
      },
    );
  });
  const skills = form.getValues().skills;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error, t('edit.failed'))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('edit.firstName')} {...form.getInputProps('firstName')} required data-autofocus />
          <TextInput label={t('edit.lastName')} {...form.getInputProps('lastName')} required />
          <TextInput label={t('edit.phone')} type="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('edit.location')} {...form.getInputProps('location')} />
          <TextInput label={t('edit.timezone')} {...form.getInputProps('timezone')} />
        </SimpleGrid>
        <Textarea label={t('edit.bio')} autosize minRows={3} {...form.getInputProps('bio')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('edit.jobTitle')} {...form.getInputProps('jobTitle')} disabled={!admin} />
          <Select
            label={t('edit.department')}
            data={DEPARTMENTS.map((value) => ({ value, label: t(`departments.${value}`) }))}
            {...form.getInputProps('department')}
            clearable
            disabled={!admin}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('edit.manager')}
            placeholder={t('edit.noManager')}
            data={managers}
            {...form.getInputProps('managerId')}
            clearable
            searchable
            disabled={!admin}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label={t('edit.joinedAt')} type="date" {...form.getInputProps('joinedAt')} disabled={!admin} />
        </SimpleGrid>
        {!admin && (
          <Text size="xs" c="dimmed">
            {t('edit.adminOnly')}
          </Text>
        )}
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('edit.skills')}
          </Text>
          {skills.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their index is their identity.
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={t('edit.skillName')}
                placeholder={t('edit.skillName')}
                style={{ flex: 1 }}
                {...form.getInputProps(`skills.${index}.name`)}
              />
              <NumberInput
                aria-label={t('edit.skillLevel')}
                min={0}
                max={100}
                clampBehavior="strict"
                allowDecimal={false}
                w={90}
                {...form.getInputProps(`skills.${index}.level`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('edit.removeSkill')}
                onClick={() => form.removeListItem('skills', index)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => form.insertListItem('skills', { name: '', level: 50 })}
            disabled={skills.length >= 30}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('edit.addSkill')}
          </Button>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
