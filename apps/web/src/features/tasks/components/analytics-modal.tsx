import { Loader, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useTaskAnalytics } from '../api/task-analytics';
import { useTaskProjects } from '../api/task-projects';

const ALL = 'all';

/**
 * Project Analytics (001 §2): Total Tasks, Completed, In Progress, Review (the board's fourth column, issue #18) and
 * To Do for a project, or every task in view.
 */
export function AnalyticsModal({
  opened,
  onClose,
  projectId,
}: {
  opened: boolean;
  onClose: () => void;
  projectId: string | null;
}) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const projects = useTaskProjects();
  const [scope, setScope] = useState<string>(projectId ?? ALL);
  useEffect(() => {
    if (opened) setScope(projectId && projectId !== 'none' ? projectId : ALL);
  }, [opened, projectId]);
  const analytics = useTaskAnalytics(scope === ALL ? null : scope, opened);

  const figures = analytics.data
    ? [
        { label: t('summary.total'), value: analytics.data.total },
        { label: t('summary.completed'), value: analytics.data.completed },
        { label: t('summary.inProgress'), value: analytics.data.inProgress },
        { label: t('status.review'), value: analytics.data.review },
        { label: t('summary.toDo'), value: analytics.data.todo },
      ]
    : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('analytics.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack>
        <Select
          label={t('analytics.scope')}
          data={[
            { value: ALL, label: t('analytics.allProjects') },
            ...(projects.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
          value={scope}
          onChange={(value) => setScope(value ?? ALL)}
          allowDeselect={false}
          searchable
        />
        {analytics.isPending ? (
          <Loader mx="auto" />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {figures.map((figure) => (
              <Paper key={figure.label} withBorder p="md" radius="md">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {figure.label}
                </Text>
                <Text fz={28} fw={700}>
                  {format.number(figure.value)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
