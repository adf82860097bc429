import type { Task } from '@agency/shared/tasks';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useAssignees } from '../api/task-assignees';
import { useUpdateTask } from '../api/update-task';

/**
 * Assign to Others: one person from the people this task may go to (admins and the project's agents). A stand-in
 * for the team-member picker's assign mode until that component is on main.
 */
export function AssignModal({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const assignees = useAssignees(task?.projectId ?? null, Boolean(task));
  const update = useUpdateTask();
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => setChosen(task?.assigneeId ?? null), [task]);

  const options = (assignees.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }));
  const confirm = () => {
    if (!task || !chosen) return;
    update.mutate(
      { id: task.id, body: { assigneeId: chosen } },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('toast.assigned', { name: saved.assigneeName ?? '' }) });
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('toast.error')) }),
      },
    );
  };

  return (
    <Modal opened={Boolean(task)} onClose={onClose} title={t('assign.title')}>
      <Stack gap="sm">
        <Text fw={600}>{task?.title}</Text>
        <Select
          label={t('assign.label')}
          placeholder={t('assign.placeholder')}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage={t('assign.nothing')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          {/* 001 §2 picker: confirm is disabled with no selection. */}
          <Button onClick={confirm} disabled={!chosen || chosen === task?.assigneeId} loading={update.isPending}>
            {t('actions.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
