import type { TeamMemberOnWire } from '@agency/shared/team';
import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InitialsAvatar } from '../../../components/initials-avatar';

export const STATUS_COLORS = { online: 'green', away: 'yellow', busy: 'red', offline: 'gray' } as const;
const SKILLS_SHOWN = 3;

interface MemberProps {
  member: TeamMemberOnWire;
  /** View Details opens the profile; clients have none to open. */
  canOpen: boolean;
}

function Title({ member }: { member: TeamMemberOnWire }) {
  const { t } = useTranslation('team');
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={700} truncate>
        {member.name}
      </Text>
      <Text size="sm" c="dimmed" truncate>
        {member.jobTitle ?? t(`roles.${member.role}`)}
        {' · '}
        {member.department ? t(`departments.${member.department}`) : t('card.noDepartment')}
      </Text>
    </Stack>
  );
}

function StatusBadge({ member }: { member: TeamMemberOnWire }) {
  const { t } = useTranslation('team');
  return (
    <Badge variant="light" color={STATUS_COLORS[member.status]} size="sm" style={{ flexShrink: 0 }}>
      {t(`status.${member.status}`)}
    </Badge>
  );
}

function Figures({ member }: { member: TeamMemberOnWire }) {
  const { t } = useTranslation('team');
  if (member.productivity === null && member.rating === null && member.completedTasks === null) return null;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('card.productivity')}
        </Text>
        <Text size="xs" fw={600}>
          {member.productivity === null ? t('card.noFigure') : `${member.productivity}%`}
        </Text>
      </Group>
      <Progress value={member.productivity ?? 0} size="sm" aria-hidden="true" />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('card.rating')}
        </Text>
        <Group gap={4}>
          <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
          <Text size="xs" fw={600}>
            {member.rating === null ? t('card.noFigure') : member.rating.toFixed(1)}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}

function DetailsButton({ member, canOpen }: MemberProps) {
  const { t } = useTranslation('team');
  if (!canOpen) return null;
  return (
    <Button
      component={Link}
      to={`/employee/${member.id}`}
      variant="light"
      size="xs"
      aria-label={`${t('card.viewDetails')}: ${member.name}`}
    >
      {t('card.viewDetails')}
    </Button>
  );
}

/** A member in the grid (001 §2 member cards). */
export function MemberCard({ member, canOpen }: MemberProps) {
  const { t } = useTranslation('team');
  const skills = member.skills.slice(0, SKILLS_SHOWN);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={member.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <InitialsAvatar name={member.name} color="blue" size={44} />
            <Title member={member} />
          </Group>
          <StatusBadge member={member} />
        </Group>
        <Text size="sm">
          {t('card.projects', { count: member.currentProjects })}
          {member.completedTasks !== null && ` · ${t('card.tasks', { count: member.completedTasks })}`}
        </Text>
        {skills.length > 0 && (
          <Group gap={4}>
            {skills.map((skill) => (
              <Badge key={skill.name} variant="outline" color="gray" size="sm" tt="none">
                {skill.name}
              </Badge>
            ))}
            {member.skills.length > SKILLS_SHOWN && (
              <Badge variant="outline" color="gray" size="sm">
                {t('card.moreSkills', { count: member.skills.length - SKILLS_SHOWN })}
              </Badge>
            )}
          </Group>
        )}
        <Figures member={member} />
        <Group justify="flex-end" mt="auto">
          <DetailsButton member={member} canOpen={canOpen} />
        </Group>
      </Stack>
    </Card>
  );
}

/** A member as a row of the list view. */
export function MemberRow({ member, canOpen }: MemberProps) {
  const { t } = useTranslation('team');
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={member.name}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <InitialsAvatar name={member.name} color="blue" size={36} />
          <Title member={member} />
        </Group>
        <Group gap="md" wrap="wrap">
          <StatusBadge member={member} />
          {member.productivity !== null && (
            <Text size="sm">
              {t('card.productivity')}: <strong>{member.productivity}%</strong>
            </Text>
          )}
          {member.rating !== null && (
            <Text size="sm">
              {t('card.rating')}: <strong>{member.rating.toFixed(1)}</strong>
            </Text>
          )}
          <DetailsButton member={member} canOpen={canOpen} />
        </Group>
      </Group>
    </Card>
  );
}
