import { DEPARTMENTS, type Department } from '@agency/shared/enums';
import { can } from '@agency/shared/permissions';
import { PRESENCE_STATUSES, type PresenceStatus, TEAM_SORTS, type TeamSort } from '@agency/shared/team-values';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { preloadOnIntent, WhenOpened } from '../../../components/when-opened';
import { useSession } from '../../../lib/session';
import { useAddressFlag } from '../../../lib/url-state';
import { useTeamSummary } from '../api/get-team-summary';
import { useTeamList } from '../api/list-team';
import { MemberCard, MemberRow } from './member-card';
import { StatCards } from './stat-cards';

const loadInvite = () => import('./invite-member-modal');
const InviteMemberModal = lazy(() => loadInvite().then((m) => ({ default: m.InviteMemberModal })));

/** The Team workspace (001 §2): stat cards, filters, sort, search, grid or list, Invite Member for admins. */
export function TeamDirectory() {
  const { t } = useTranslation('team');
  const role = useSession().data?.user.role;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [department, setDepartment] = useState<Department | null>(null);
  const [status, setStatus] = useState<PresenceStatus | null>(null);
  const [sort, setSort] = useState<TeamSort>('name');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [invitingHere, setInviting] = useState(false);
  // ?invite=1 (the header's Invite Member) opens the form; closing it takes the flag off the address.
  const [invitingFromAddress, clearInvite] = useAddressFlag('invite');
  const inviting = invitingHere || (invitingFromAddress && can(role, 'user:manage'));
  const summary = useTeamSummary();
  const list = useTeamList({ q, department, status, sort });
  const members = list.data?.pages.flatMap((page) => page.items) ?? [];
  const canOpen = can(role, 'employee:read');
  // A client is not shown the performance sorts: the server has no figures of theirs to sort by.
  const sorts = TEAM_SORTS.filter((value) => canOpen || (value !== 'productivity' && value !== 'rating'));

  return (
    <Stack gap="md">
      <StatCards summary={summary.data} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 260px' }}
        />
        {can(role, 'user:manage') && (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            onClick={() => setInviting(true)}
            {...preloadOnIntent(loadInvite)}
          >
            {t('invite.button')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <DeferredSelect
          label={t('filters.department')}
          placeholder={t('filters.allDepartments')}
          data={DEPARTMENTS.map((value) => ({ value, label: t(`departments.${value}`) }))}
          value={department}
          onChange={(value) => setDepartment(value as Department | null)}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <DeferredSelect
          label={t('filters.status')}
          placeholder={t('filters.allStatuses')}
          data={PRESENCE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onChange={(value) => setStatus(value as PresenceStatus | null)}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <DeferredSelect
          label={t('filters.sort')}
          data={sorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
          value={sort}
          onChange={(value) => setSort((value as TeamSort | null) ?? 'name')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} component="span" id="team-view-label">
            {t('filters.view')}
          </Text>
          <SegmentedControl
            aria-labelledby="team-view-label"
            value={view}
            onChange={(value) => setView(value as 'grid' | 'list')}
            data={[
              { value: 'grid', label: t('filters.grid') },
              { value: 'list', label: t('filters.list') },
            ]}
          />
        </Stack>
      </SimpleGrid>

      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.label')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" role="alert" title={t('list.error')}>
          <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : members.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconUsersGroup size={26} aria-hidden="true" />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t('list.empty')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('list.emptyHint')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          {view === 'grid' ? (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              component="section"
              aria-label={t('list.label')}
              aria-busy={list.isFetching}
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            >
              {members.map((member) => (
                <MemberCard key={member.id} member={member} canOpen={canOpen} />
              ))}
            </SimpleGrid>
          ) : (
            <Stack
              gap="xs"
              component="section"
              aria-label={t('list.label')}
              aria-busy={list.isFetching}
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            >
              {members.map((member) => (
                <MemberRow key={member.id} member={member} canOpen={canOpen} />
              ))}
            </Stack>
          )}
          {list.hasNextPage && (
            <Center>
              <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('list.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
      <WhenOpened opened={inviting}>
        <InviteMemberModal
          opened={inviting}
          onClose={() => {
            setInviting(false);
            clearInvite();
          }}
        />
      </WhenOpened>
    </Stack>
  );
}
