import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProgressiveCount } from '../../../lib/progressive-count';
import type { TaskFilters } from '../api/keys';
import { useTasks } from '../api/list-tasks';
import { type TaskActions, TaskCard } from './task-card';

/** Cards rendered with the screen's first commit; enough to fill a desktop's first screen (3 columns × 2 rows). */
const FIRST_CARDS = 6;

/** Task cards in the chosen order, 25 a page from the server, with Load more. */
export function TaskListView({ filters, actions }: { filters: TaskFilters; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const tasks = useTasks(filters);
  const items = tasks.data?.pages.flatMap((page) => page.items) ?? [];
  // A phone shows two or three cards: the first six render with the screen, the rest right after (issue #19).
  const shown = useProgressiveCount(items.length, FIRST_CARDS);

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
        {items.slice(0, shown).map((task) => (
          <TaskCard key={task.id} task={task} actions={actions} />
        ))}
      </SimpleGrid>
      {tasks.hasNextPage && shown === items.length && (
        <Center>
          <Button variant="default" onClick={() => tasks.fetchNextPage()} loading={tasks.isFetchingNextPage}>
            {t('actions.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
