import { TASK_STATUSES, type TaskStatus } from '@agency/shared/enums';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { myFiltersOf } from '../api/screen';
import { useTaskSummary } from '../api/task-summary';
import type { TaskActions } from './task-card';
import { TaskListView } from './task-list-view';

/**
 * My Tasks (001 §2): the tasks assigned to me, with the counters Total Tasks, In Progress, Completed and Overdue
 * (open tasks due before today in my time zone) and the status buttons all, todo, in-progress, review, completed.
 */
export function MyTasksView({
  q,
  status,
  onStatus,
  actions,
}: {
  q: string;
  status: TaskStatus | null;
  onStatus: (status: string | null) => void;
  actions: TaskActions;
}) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const summary = useTaskSummary(true);
  const counters = [
    { key: 'total', label: t('summary.total'), value: summary.data?.total, color: undefined },
    { key: 'inProgress', label: t('summary.inProgress'), value: summary.data?.inProgress, color: 'blue' },
    { key: 'completed', label: t('summary.completed'), value: summary.data?.completed, color: 'green' },
    { key: 'overdue', label: t('summary.overdue'), value: summary.data?.overdue, color: 'red' },
  ];
  const filters = myFiltersOf(q, status);

  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {counters.map((counter) => (
          <Paper key={counter.key} withBorder radius="md" p="md" data-testid={`counter-${counter.key}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {counter.label}
            </Text>
            <Text fz={26} fw={700} c={counter.color}>
              {counter.value === undefined ? '–' : format.number(counter.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="xs" role="group" aria-label={t('filters.status')}>
        {[null, ...TASK_STATUSES].map((value) => (
          <Button
            key={value ?? 'all'}
            size="xs"
            radius="xl"
            variant={status === value ? 'filled' : 'default'}
            aria-pressed={status === value}
            onClick={() => onStatus(value)}
          >
            {value ? t(`status.${value}`) : t('status.all')}
          </Button>
        ))}
      </Group>
      <TaskListView filters={filters} actions={actions} />
    </Stack>
  );
}
