import type { TaskOnWire } from '@agency/shared/tasks';
import { Menu } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Intent } from '../../../components/on-intent';
import { type TaskActions, TaskMenuButton } from './task-card';

/**
 * A task card's menu itself, mounted on first use by task-card.tsx (issue #19): 25 closed menus (each a popover with
 * its floating-ui hooks and layout effects) were a fifth of the Tasks screen's first render on a phone.
 */
export function TaskCardMenu({ task, actions, intent }: { task: TaskOnWire; actions: TaskActions; intent: Intent }) {
  const { t } = useTranslation('tasks');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={intent.opened}>
      <Menu.Target>
        <TaskMenuButton title={task.title} autoFocus={intent.focused} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.edit(task)}>
          {t('actions.editTask')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCheck size={16} />}
          disabled={task.status === 'done'}
          onClick={() => actions.complete(task)}
        >
          {t('actions.markComplete')}
        </Menu.Item>
        <Menu.Item leftSection={<IconUserShare size={16} />} onClick={() => actions.assign(task)}>
          {t('actions.assignToOthers')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(task)}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
