import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskFilters } from '../api/keys';
import { useTasks } from '../api/list-tasks';
import { type TaskActions, TaskCard } from './task-card';

/** Task cards in the chosen order, 25 a page from the server, with Load more. */
export function TaskListView({ filters, actions }: { filters: TaskFilters; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const tasks = useTasks(filters);
  const items = tasks.data?.pages.flatMap((page) => page.items) ?? [];

  if (tasks.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (tasks.isError) return <Alert color="red">{t('errors.load')}</Alert>;
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('empty.noTasks')}
      </Text>
    );
  }
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {items.map((task) => (
          <TaskCard key={task.id} task={task} actions={actions} />
        ))}
      </SimpleGrid>
      {tasks.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => tasks.fetchNextPage()} loading={tasks.isFetchingNextPage}>
            {t('actions.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
