import { ROLES, type Role } from '@agency/shared/enums';
import type { UserListItemOnWire } from '@agency/shared/users';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { isClientUser, ROLE_COLORS } from '../../../config/roles';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/url-state';
import { useUsers } from '../api/list-users';
import { UserActions } from './user-actions';

/** Every account, newest first, searchable by name or e-mail and filterable by role; 25 at a time. */
export function UsersTable({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const users = useUsers({ q, role });
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation(['users', 'ui', 'common', 'messages']);
  const roleFilters = [
    { value: '', label: t('table.allRoles') },
    ...ROLES.map((value) => ({ value, label: t(`ui:roles.${value}`) })),
  ];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="users-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Text component="h2" fw={700} size="lg" id="users-title">
          {t('table.title')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t('table.search')}
            placeholder={t('table.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
          <DeferredSelect
            aria-label={t('table.filterRole')}
            data={roleFilters}
            value={role ?? ''}
            onChange={(value) => setRole(value ? (value as Role) : null)}
            allowDeselect={false}
            w={{ base: '100%', xs: 150 }}
          />
        </Group>
      </Group>
      {users.isPending && (
        <Center py="lg">
          <Loader size="sm" role="status" aria-label={t('table.loading')} />
        </Center>
      )}
      {users.isError && (
        <Alert color="red" variant="light">
          {errorMessage(users.error, t('table.loadFailed'))}
        </Alert>
      )}
      {users.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('table.none')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.user')}</Table.Th>
              <Table.Th visibleFrom="lg">{t('fields.role')}</Table.Th>
              <Table.Th visibleFrom="lg">{t('fields.organisation')}</Table.Th>
              <Table.Th visibleFrom="lg">{t('table.status')}</Table.Th>
              <Table.Th visibleFrom="lg">{t('table.lastSeen')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('fields.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <UserRow key={user.id} user={user} self={user.id === currentUserId} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {users.hasNextPage && (
        <Center mt="md">
          <Button variant="default" onClick={() => users.fetchNextPage()} loading={users.isFetchingNextPage}>
            {t('ui:loadMore')}
          </Button>
        </Center>
      )}
    </Card>
  );
}

function organisationOf(user: UserListItemOnWire, t: TFunction<['users', 'ui', 'common', 'messages']>): string | null {
  return user.clientName ?? (isClientUser(user.role) ? t('table.notAttached') : null);
}

function UserRow({ user, self }: { user: UserListItemOnWire; self: boolean }) {
  const { t } = useTranslation(['users', 'ui', 'common', 'messages']);
  const format = useFormat();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.name;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar name={name} color={ROLE_COLORS[user.role]} radius="xl" size={32} alt="" />
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {name}{' '}
              {self && (
                <Text span size="xs" c="dimmed">
                  {t('table.you')}
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            {/* Narrower screens have no room for the other columns: their facts follow the e-mail. */}
            <Text size="xs" c="dimmed" hiddenFrom="lg">
              {[t(`ui:roles.${user.role}`), organisationOf(user, t), user.isActive ? null : t('table.deactivated')]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Badge color={ROLE_COLORS[user.role]} variant="light">
          {t(`ui:roles.${user.role}`)}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Text size="sm">{organisationOf(user, t) ?? '—'}</Text>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Badge color={user.isActive ? 'green' : 'gray'} variant={user.isActive ? 'light' : 'outline'}>
          {user.isActive ? t('table.active') : t('table.deactivated')}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Text size="sm">{user.lastSeenAt ? format.fromNow(user.lastSeenAt) : t('table.never')}</Text>
      </Table.Td>
      <Table.Td>
        {/* The server refuses changing one's own role or deactivating oneself; the menu does not offer it. */}
        <Group justify="flex-end">{!self && <UserActions user={user} />}</Group>
      </Table.Td>
    </Table.Tr>
  );
}
