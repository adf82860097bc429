import { ROLES, type Role } from '@agency/shared/enums';
import type { UserListItem } from '@agency/shared/users';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';
import { ROLE_COLORS, ROLE_LABELS } from '../../../config/roles';
import { errorMessage } from '../../../lib/error-message';
import { useUsers } from '../api/list-users';
import { UserActions } from './user-actions';

dayjs.extend(relativeTime);

const SEARCH_DEBOUNCE_MS = 300;
const ROLE_FILTERS = [
  { value: '', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

/** Every account, newest first, searchable by name or e-mail and filterable by role; 25 at a time. */
export function UsersTable({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const users = useUsers({ q, role });
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="users-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Text component="h2" fw={700} size="lg" id="users-title">
          All users
        </Text>
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label="Search users"
            placeholder="Search by name or email"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            aria-label="Filter by role"
            data={ROLE_FILTERS}
            value={role ?? ''}
            onChange={(value) => setRole(value ? (value as Role) : null)}
            allowDeselect={false}
            w={{ base: '100%', xs: 150 }}
          />
        </Group>
      </Group>
      {users.isPending && (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading users" />
        </Center>
      )}
      {users.isError && (
        <Alert color="red" variant="light">
          {errorMessage(users.error, 'The users could not be loaded.')}
        </Alert>
      )}
      {users.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No users match your search.
        </Text>
      )}
      {rows.length > 0 && (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th visibleFrom="lg">Role</Table.Th>
              <Table.Th visibleFrom="lg">Organisation</Table.Th>
              <Table.Th visibleFrom="lg">Status</Table.Th>
              <Table.Th visibleFrom="lg">Last seen</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
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
            Load more
          </Button>
        </Center>
      )}
    </Card>
  );
}

function organisationOf(user: UserListItem): string | null {
  return user.clientName ?? (user.role === 'CLIENT' ? 'Not attached' : null);
}

function UserRow({ user, self }: { user: UserListItem; self: boolean }) {
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
                  (you)
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            {/* Narrower screens have no room for the other columns: their facts follow the e-mail. */}
            <Text size="xs" c="dimmed" hiddenFrom="lg">
              {[ROLE_LABELS[user.role], organisationOf(user), user.isActive ? null : 'Deactivated']
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Badge color={ROLE_COLORS[user.role]} variant="light">
          {ROLE_LABELS[user.role]}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Text size="sm">{organisationOf(user) ?? '—'}</Text>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Badge color={user.isActive ? 'green' : 'gray'} variant={user.isActive ? 'light' : 'outline'}>
          {user.isActive ? 'Active' : 'Deactivated'}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Text size="sm">{user.lastSeenAt ? dayjs(user.lastSeenAt).fromNow() : 'Never'}</Text>
      </Table.Td>
      <Table.Td>
        {/* The server refuses changing one's own role or deactivating oneself; the menu does not offer it. */}
        <Group justify="flex-end">{!self && <UserActions user={user} />}</Group>
      </Table.Td>
    </Table.Tr>
  );
}
