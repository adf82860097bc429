import type { TaskOnWire } from '@agency/shared/tasks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TeamMemberPicker } from '../../../components/team-member-picker';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateTask } from '../api/update-task';

/**
 * Assign to Others: the team-member picker in assign mode, one person. The server checks that an agent is on the
 * task's project team (assignment is what scopes access) and says so in the picker when not.
 */
export function AssignModal({ task, onClose }: { task: TaskOnWire | null; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const update = useUpdateTask();
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new task clears the last error.
  useEffect(() => setError(null), [task?.id]);

  return (
    <TeamMemberPicker
      opened={Boolean(task)}
      onClose={onClose}
      mode="assign"
      single
      title={t('assign.title')}
      confirmLabel={t('actions.assign')}
      confirming={update.isPending}
      error={error}
      onConfirm={(people) => {
        const person = people[0];
        if (!task || !person) return;
        setError(null);
        update.mutate(
          { id: task.id, body: { assigneeId: person.id } },
          {
            onSuccess: (saved) => {
              notifications.show({
                color: 'green',
                message: t('toast.assigned', { name: saved.assigneeName ?? person.name }),
              });
              onClose();
            },
            onError: (failure) => setError(errorMessage(failure, t('toast.error'))),
          },
        );
      }}
    />
  );
}
