import {
  COMMENT_MAX,
  type CreateCommentBody,
  type CreateSubtaskBody,
  createCommentBody,
  createSubtaskBody,
  SUBTASK_TITLE_MAX,
  type TaskOnWire,
} from '@agency/shared/tasks';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconTrash, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { progressColor } from '../../../lib/progress';
import { useAddComment } from '../api/add-comment';
import { useAddSubtask } from '../api/add-subtask';
import { useDeleteSubtask } from '../api/delete-subtask';
import { useTask } from '../api/get-task';
import { useComments } from '../api/list-comments';
import { useUpdateSubtask } from '../api/update-subtask';
import type { TaskActions } from './task-card';
import { TaskChips } from './task-chips';
import { isOverdue, useOverdueColor } from './task-meta';

/** The task drawer (`?task=<id>`): details, subtasks (progress) and comments. */
export function TaskDrawer({
  taskId,
  onClose,
  actions,
}: {
  taskId: string | null;
  onClose: () => void;
  actions: TaskActions;
}) {
  const { t } = useTranslation('tasks');
  const task = useTask(taskId);

  return (
    <Drawer
      opened={Boolean(taskId)}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      title={<Text fw={600}>{t('drawer.title')}</Text>}
    >
      {task.isPending && taskId ? (
        <Loader mx="auto" display="block" />
      ) : task.isError ? (
        <Alert color="red">{t('drawer.notFound')}</Alert>
      ) : task.data ? (
        <TaskDetails task={task.data} actions={actions} />
      ) : null}
    </Drawer>
  );
}

function TaskDetails({
  task,
  actions,
}: {
  task: TaskOnWire & { subtasks: { id: string; title: string; completed: boolean }[] };
  actions: TaskActions;
}) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const overdue = isOverdue(task);
  const overdueColor = useOverdueColor();

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={2} size="h3">
          {task.title}
        </Title>
        <TaskChips task={task} />
      </Stack>
      <Group gap="xs">
        <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => actions.edit(task)}>
          {t('actions.editTask')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="green"
          leftSection={<IconCheck size={14} />}
          disabled={task.status === 'done'}
          onClick={() => actions.complete(task)}
        >
          {t('actions.markComplete')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUserShare size={14} />}
          onClick={() => actions.assign(task)}
        >
          {t('actions.assignToOthers')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => actions.remove(task)}
        >
          {t('actions.delete')}
        </Button>
      </Group>

      <Paper withBorder p="sm" radius="md">
        <Stack gap={6}>
          <Detail label={t('drawer.project')} value={task.projectName ?? t('card.noProject')} />
          <Detail label={t('drawer.assignee')} value={task.assigneeName ?? t('card.unassigned')} />
          <Detail
            label={t('drawer.dueDate')}
            value={task.dueDate ? format.date(task.dueDate) : t('card.noDueDate')}
            color={overdue ? overdueColor : undefined}
          />
          <Group gap="xs" align="center">
            <Text size="sm" c="dimmed" w={110}>
              {t('drawer.tags')}
            </Text>
            {task.tags.length > 0 ? (
              task.tags.map((tag) => (
                <Badge key={tag} size="sm" variant="outline" color="gray" tt="none">
                  #{tag}
                </Badge>
              ))
            ) : (
              <Text size="sm">{t('drawer.noTags')}</Text>
            )}
          </Group>
        </Stack>
      </Paper>

      <Stack gap={4}>
        <Text fw={600}>{t('drawer.description')}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={task.description ? undefined : 'dimmed'}>
          {task.description || t('drawer.noDescription')}
        </Text>
      </Stack>

      <Divider />
      <Subtasks task={task} />
      <Divider />
      <Comments taskId={task.id} />
    </Stack>
  );
}

function Detail({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={110}>
        {label}
      </Text>
      <Text size="sm" c={color}>
        {value}
      </Text>
    </Group>
  );
}

function Subtasks({ task }: { task: TaskOnWire & { subtasks: { id: string; title: string; completed: boolean }[] } }) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const add = useAddSubtask();
  const toggle = useUpdateSubtask();
  const remove = useDeleteSubtask();
  const form = useSchemaForm<CreateSubtaskBody>(createSubtaskBody, { initialValues: { title: '' } });
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t('toast.error')) });
  const submit = form.onSubmit(({ title }) =>
    add.mutate(
      { taskId: task.id, title },
      { onSuccess: () => form.reset(), onError: (error) => showServerErrors(form, error) || onError(error) },
    ),
  );

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('drawer.subtasks')}</Text>
        <Text size="sm" c="dimmed">
          {format.percent(task.progress / 100)}
        </Text>
      </Group>
      <Progress value={task.progress} color={progressColor(task.progress)} size="sm" aria-hidden="true" />
      {task.subtasks.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('drawer.noSubtasks')}
        </Text>
      )}
      {task.subtasks.map((subtask) => (
        <Group key={subtask.id} justify="space-between" wrap="nowrap">
          <Checkbox
            label={subtask.title}
            checked={subtask.completed}
            onChange={(event) =>
              toggle.mutate(
                { taskId: task.id, subtaskId: subtask.id, body: { completed: event.currentTarget.checked } },
                { onError },
              )
            }
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('drawer.deleteSubtask', { title: subtask.title })}
            onClick={() => remove.mutate({ taskId: task.id, subtaskId: subtask.id }, { onError })}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <form onSubmit={submit} noValidate>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('drawer.newSubtask')}
            placeholder={t('drawer.newSubtask')}
            {...form.getInputProps('title')}
            maxLength={SUBTASK_TITLE_MAX}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" loading={add.isPending} disabled={!form.getValues().title.trim()}>
            {t('drawer.addSubtask')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function Comments({ taskId }: { taskId: string }) {
  const { t } = useTranslation('tasks');
  const format = useFormat();
  const comments = useComments(taskId);
  const add = useAddComment(taskId);
  const form = useSchemaForm<CreateCommentBody>(createCommentBody, { initialValues: { content: '' } });
  const submit = form.onSubmit(({ content }) =>
    add.mutate(
      { taskId, content },
      {
        onSuccess: () => form.reset(),
        onError: (error) =>
          showServerErrors(form, error) ||
          notifications.show({ color: 'red', message: errorMessage(error, t('toast.error')) }),
      },
    ),
  );
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('drawer.comments')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            aria-label={t('drawer.newComment')}
            placeholder={t('drawer.newComment')}
            {...form.getInputProps('content')}
            autosize
            minRows={2}
            maxLength={COMMENT_MAX}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={add.isPending} disabled={!form.getValues().content.trim()}>
              {t('drawer.addComment')}
            </Button>
          </Group>
        </Stack>
      </form>
      {comments.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('drawer.noComments')}
        </Text>
      )}
      {items.map((comment) => (
        <Paper key={comment.id} withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {comment.authorName ?? t('drawer.unknownAuthor')}
            </Text>
            <Text size="xs" c="dimmed">
              {format.dateTime(comment.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.content}
          </Text>
        </Paper>
      ))}
      {comments.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => comments.fetchNextPage()}
          loading={comments.isFetchingNextPage}
        >
          {t('drawer.olderComments')}
        </Button>
      )}
    </Stack>
  );
}
