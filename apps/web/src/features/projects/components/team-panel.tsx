import type { Person } from '@agency/shared/people';
import type { ProjectDetailOnWire, ProjectTeamMemberOnWire } from '@agency/shared/projects';
import { ActionIcon, Avatar, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconUserMinus, IconUsersPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSetTeam } from '../api/set-team';

// The picker (its people query brings the shared schema, so zod) loads when opened, not with the page (issue #19).
const TeamMemberPicker = lazy(() =>
  import('../../../components/team-member-picker').then((module) => ({ default: module.TeamMemberPicker })),
);

const asPerson = (member: ProjectTeamMemberOnWire): Person => ({
  id: member.id,
  name: member.name,
  email: member.email,
  role: member.role,
  department: (member.department as Person['department']) ?? null,
  jobTitle: member.jobTitle,
  organisation: null,
});

/**
 * The Team tab: who works on the project. An admin changes it with the team-member picker in assign mode;
 * assignment is what gives an agent access to the project (D5).
 */
export function TeamPanel({ project, canAssign }: { project: ProjectDetailOnWire; canAssign: boolean }) {
  const { t } = useTranslation('projects');
  const [picking, setPicking] = useState(false);
  const setTeam = useSetTeam();

  const save = (memberIds: string[], onSuccess?: () => void) =>
    setTeam.mutate(
      { id: project.id, memberIds },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('team.saved') });
          onSuccess?.();
        },
      },
    );
  const confirmRemove = (member: ProjectTeamMemberOnWire) =>
    modals.openConfirmModal({
      title: t('team.removeTitle'),
      children: <Text size="sm">{t('team.removeText', { name: member.name, project: project.name })}</Text>,
      labels: { confirm: t('team.remove'), cancel: t('form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        setTeam.mutate(
          { id: project.id, memberIds: project.members.filter((m) => m.id !== member.id).map((m) => m.id) },
          {
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t('team.saveFailed')) }),
          },
        ),
    });

  return (
    <Stack gap="sm">
      {canAssign && (
        <Group justify="flex-end">
          <Button leftSection={<IconUsersPlus size={16} aria-hidden="true" />} onClick={() => setPicking(true)}>
            {t('team.manage')}
          </Button>
        </Group>
      )}
      {project.members.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('team.empty')}
        </Text>
      )}
      {project.members.map((member) => (
        <Card key={member.id} withBorder radius="md" padding="md" data-testid="team-member">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar name={member.name} color="initials" />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {member.name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {[member.projectRole, member.jobTitle].filter(Boolean).join(' · ') || member.email}
                </Text>
              </div>
            </Group>
            {canAssign && (
              <Tooltip label={t('team.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => confirmRemove(member)}
                  aria-label={t('team.removeLabel', { name: member.name })}
                >
                  <IconUserMinus size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Card>
      ))}
      {canAssign && picking && (
        <Suspense fallback={null}>
          <TeamMemberPicker
            opened
            onClose={() => setPicking(false)}
            mode="assign"
            initialSelection={project.members.map(asPerson)}
            confirmLabel={t('team.save')}
            confirming={setTeam.isPending}
            error={setTeam.isError ? errorMessage(setTeam.error, t('team.saveFailed')) : null}
            onConfirm={(people) =>
              save(
                people.map((p) => p.id),
                () => setPicking(false),
              )
            }
          />
        </Suspense>
      )}
    </Stack>
  );
}
