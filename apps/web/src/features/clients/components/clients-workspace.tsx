import type { ClientOnWire } from '@agency/shared/clients';
import {
  CLIENT_LOCATIONS,
  CLIENT_SORTS,
  CLIENT_STATUSES,
  type ClientLocation,
  type ClientSort,
  type ClientStatus,
} from '@agency/shared/enums';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { preloadOnIntent, WhenOpened } from '../../../components/when-opened';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteClient } from '../api/delete-client';
import { useClientList } from '../api/list-clients';
import { ClientCard } from './client-card';

// The form loads when first opened (issue #19): zod, the form and the Modal are not on the first paint.
const loadForm = () => import('./client-form-modal');
const ClientFormModal = lazy(() => loadForm().then((m) => ({ default: m.ClientFormModal })));

/** The Clients (CRM) workspace (001 §2): search, filters and sort answered by the server, a card grid, Load more. */
export function ClientsWorkspace() {
  const { t } = useTranslation('clients');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState<ClientStatus | null>(null);
  const [location, setLocation] = useState<ClientLocation | null>(null);
  const [sort, setSort] = useState<ClientSort>('name');
  const [editing, setEditing] = useState<ClientOnWire | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const list = useClientList({ q, status, location, sort });
  const remove = useDeleteClient();

  const clients = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtering = Boolean(q.trim() || status || location);

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (client: ClientOnWire) => {
    setEditing(client);
    setFormOpen(true);
  };
  const confirmDelete = (client: ClientOnWire) =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: <Text size="sm">{t('delete.confirm')}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(client.id, {
          onSuccess: ({ outcome }) =>
            notifications.show(
              outcome === 'archived'
                ? {
                    color: 'yellow',
                    title: t('delete.archivedTitle'),
                    message: t('delete.archived', { name: client.name }),
                  }
                : {
                    color: 'teal',
                    title: t('delete.deletedTitle'),
                    message: t('delete.deleted', { name: client.name }),
                  },
            ),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('delete.error')) }),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 260px' }}
        />
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={openAdd}
          {...preloadOnIntent(loadForm)}
        >
          {t('actions.add')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DeferredSelect
          label={t('filters.status')}
          placeholder={t('filters.allStatuses')}
          data={CLIENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onChange={(value) => setStatus(value as ClientStatus | null)}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <DeferredSelect
          label={t('filters.location')}
          placeholder={t('filters.allLocations')}
          data={CLIENT_LOCATIONS.map((value) => ({ value, label: t(`location.${value}`) }))}
          value={location}
          onChange={(value) => setLocation(value as ClientLocation | null)}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <DeferredSelect
          label={t('filters.sort')}
          data={CLIENT_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
          value={sort}
          onChange={(value) => setSort((value as ClientSort | null) ?? 'name')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>

      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.label')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" role="alert" title={t('list.error')}>
          <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : clients.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconBuildingStore size={26} aria-hidden="true" />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t('empty.title')}
            </Title>
            <Text c="dimmed" ta="center">
              {filtering ? t('empty.filtered') : t('empty.none')}
            </Text>
            {!filtering && (
              <Button
                mt="xs"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={openAdd}
                {...preloadOnIntent(loadForm)}
              >
                {t('actions.add')}
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            aria-label={t('list.label')}
            aria-busy={list.isFetching}
            component="section"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {clients.map((client) => (
              <ClientCard key={client.id} client={client} onEdit={openEdit} onDelete={confirmDelete} />
            ))}
          </SimpleGrid>
          {list.hasNextPage && (
            <Center>
              <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('actions.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
      <WhenOpened opened={formOpen}>
        <ClientFormModal opened={formOpen} onClose={() => setFormOpen(false)} client={editing} />
      </WhenOpened>
    </Stack>
  );
}
