import { PROJECT_STATUSES, type ProjectStatus } from '@agency/shared/enums';
import { Alert, Button, Center, Chip, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/url-state';
import { useProjects } from '../api/list-projects';
import { ProjectCard } from './project-card';

type Filter = ProjectStatus | 'all';

/** My Projects' cards: status filter (all and the five D10 statuses), search by name, 25 at a time. */
export function ProjectsList({ onEdit }: { onEdit?: (id: string) => void }) {
  const { t } = useTranslation('projects');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const projects = useProjects(filter === 'all' ? null : filter, q);
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Chip.Group value={filter} onChange={(value) => setFilter(value as Filter)}>
          <Group gap={6} role="group" aria-label={t('list.filterLabel')}>
            <Chip value="all" size="sm">
              {t('list.all')}
            </Chip>
            {PROJECT_STATUSES.map((status) => (
              <Chip key={status} value={status} size="sm">
                {t(`status.${status}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>

      {projects.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      )}
      {projects.isError && (
        <Alert color="red" title={t('list.errorTitle')}>
          {errorMessage(projects.error, t('list.errorText'))}
        </Alert>
      )}
      {projects.isSuccess && items.length === 0 && (
        <Text c="dimmed" py="lg" ta="center">
          {q
            ? t('list.noMatch', { q })
            : filter === 'all'
              ? t('list.empty')
              : t('list.emptyStatus', { status: t(`status.${filter}`) })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {items.map((project) => (
          <ProjectCard key={project.id} project={project} onEdit={onEdit} />
        ))}
      </SimpleGrid>
      {projects.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => projects.fetchNextPage()} loading={projects.isFetchingNextPage}>
            {t('list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
