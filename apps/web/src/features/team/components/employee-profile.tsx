import { can } from '@agency/shared/permissions';
import { EMPLOYEE_TABS, type EmployeeTab } from '@agency/shared/team-values';
import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMail, IconMapPin, IconPencil, IconPhone, IconStarFilled } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { preloadOnIntent, WhenOpened } from '../../../components/when-opened';
import { useFormat } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useEmployee } from '../api/get-employee';
import { STATUS_COLORS } from './member-card';
import { OverviewPanel, PerformancePanel, ProjectsPanel, SkillsPanel } from './profile-panels';

const loadEdit = () => import('./edit-profile-modal');
const EditProfileModal = lazy(() => loadEdit().then((m) => ({ default: m.EditProfileModal })));

const isTab = (value: string | null): value is EmployeeTab => EMPLOYEE_TABS.includes(value as EmployeeTab);

/** The Employee Profile page (001 §2): header, Edit Profile, and the four tabs, the tab kept in the URL. */
export function EmployeeProfileView({ id }: { id: string }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const role = useSession().data?.user.role;
  const query = useEmployee(id);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const tab = isTab(params.get('tab')) ? (params.get('tab') as EmployeeTab) : 'overview';

  // 001 §2: Back to Admin goes to /admin-dashboard; anyone else goes back to the Team directory.
  const back = can(role, 'admin-panel:read') ? (
    <Anchor component={Link} to="/admin-dashboard" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('profile.back')}
      </Group>
    </Anchor>
  ) : (
    <Anchor component={Link} to="/dashboard/team" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('profile.backToTeam')}
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          <Loader role="status" aria-label={t('profile.loading')} />
        </Center>
      </Stack>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack gap="md">
        {back}
        <Alert
          color={missing ? 'gray' : 'red'}
          role="alert"
          title={missing ? t('profile.notFoundTitle') : t('profile.error')}
        >
          {missing ? (
            t('profile.notFound')
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              {t('list.retry')}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }

  const profile = query.data;
  const { member, performance } = profile;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        {back}
        {profile.permissions.edit && (
          <Button
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            variant="light"
            onClick={() => setEditing(true)}
            {...preloadOnIntent(loadEdit)}
          >
            {t('profile.edit')}
          </Button>
        )}
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Group gap="lg" align="flex-start" wrap="wrap">
          <InitialsAvatar name={member.name} color="blue" size={72} />
          <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Group gap="xs">
              <Title order={1} size="h2">
                {member.name}
              </Title>
              <Badge variant="light" color={STATUS_COLORS[member.status]}>
                {t(`status.${member.status}`)}
              </Badge>
              {!member.isActive && (
                <Badge variant="filled" color="gray">
                  {t('profile.deactivated')}
                </Badge>
              )}
            </Group>
            <Text c="dimmed">
              {member.jobTitle ?? t(`roles.${member.role}`)}
              {member.department && ` · ${t(`departments.${member.department}`)}`}
              {' · '}
              {t('profile.joined', { date: format.date(member.joinedAt) })}
            </Text>
            <Group gap={6}>
              <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
              <Text fw={600}>
                {performance.rating === null
                  ? t('profile.noRating')
                  : t('profile.ratingValue', { value: performance.rating.toFixed(1) })}
              </Text>
            </Group>
            <Group gap="md" wrap="wrap">
              <Anchor href={`mailto:${member.email}`} size="sm">
                <Group gap={4} component="span">
                  <IconMail size={16} aria-hidden="true" />
                  {member.email}
                </Group>
              </Anchor>
              {member.phone && (
                <Group gap={4}>
                  <IconPhone size={16} aria-hidden="true" />
                  <Text size="sm">{member.phone}</Text>
                </Group>
              )}
              {member.location && (
                <Group gap={4}>
                  <IconMapPin size={16} aria-hidden="true" />
                  <Text size="sm">{member.location}</Text>
                </Group>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value && value !== 'overview') next.set('tab', value);
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List>
          {EMPLOYEE_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`profile.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewPanel profile={profile} />
        </Tabs.Panel>
        <Tabs.Panel value="projects" pt="md">
          <ProjectsPanel profile={profile} />
        </Tabs.Panel>
        <Tabs.Panel value="performance" pt="md">
          <PerformancePanel profile={profile} />
        </Tabs.Panel>
        <Tabs.Panel value="skills" pt="md">
          <SkillsPanel profile={profile} />
        </Tabs.Panel>
      </Tabs>
      <WhenOpened opened={editing}>
        <EditProfileModal opened={editing} onClose={() => setEditing(false)} profile={profile} />
      </WhenOpened>
    </Stack>
  );
}
