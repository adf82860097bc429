import { TASK_PRIORITIES } from '@agency/shared/enums';
import { type CreateTaskBody, createTaskBody, type TaskOnWire } from '@agency/shared/tasks';
import { Button, Group, Modal, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useCreateTask } from '../api/create-task';
import { useAssignees } from '../api/task-assignees';
import { useTaskProjects } from '../api/task-projects';
import { useUpdateTask } from '../api/update-task';

interface FormValues extends Record<string, unknown> {
  title: string;
  description: string;
  priority: (typeof TASK_PRIORITIES)[number];
  dueDate: string | null;
  projectId: string | null;
  assigneeId: string | null;
  tags: string[];
}

const NO_PROJECT = 'none';

/** 'Create New Task' (001 §5: title required; description, priority, due date, project, assignee, tags optional) and Edit Task. */
export function TaskFormModal({
  opened,
  onClose,
  task,
  defaultProjectId,
}: {
  opened: boolean;
  onClose: () => void;
  /** The task to edit; absent to create one. */
  task?: TaskOnWire | null;
  defaultProjectId?: string | null;
}) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const update = useUpdateTask();
  const projects = useTaskProjects();
  const form = useSchemaForm<FormValues>(createTaskBody, {
    initialValues: {
      title: '',
      description: '',
      priority: 'medium',
      dueDate: null,
      projectId: null,
      assigneeId: null,
      tags: [],
    },
  });
  const assignees = useAssignees(form.values.projectId, opened);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens for a task.
  useEffect(() => {
    if (!opened) return;
    const values: FormValues = task
      ? {
          title: task.title,
          description: task.description,
          priority: task.priority,
          dueDate: task.dueDate,
          projectId: task.projectId,
          assigneeId: task.assigneeId,
          tags: task.tags,
        }
      : {
          title: '',
          description: '',
          priority: 'medium',
          dueDate: null,
          projectId: defaultProjectId ?? null,
          assigneeId: null,
          tags: [],
        };
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [opened, task?.id]);

  const pending = create.isPending || update.isPending;
  const submit = form.onSubmit((values) => {
    const body: CreateTaskBody = { ...values, dueDate: values.dueDate || null };
    const onError = (error: unknown) => {
      if (!showServerErrors(form, error)) {
        notifications.show({ color: 'red', message: errorMessage(error, t('toast.error')) });
      }
    };
    if (task) {
      update.mutate(
        { id: task.id, body },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('toast.updated') });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          // 001 §8, word for word.
          notifications.show({ color: 'green', title: t('toast.createdTitle'), message: t('toast.createdMessage') });
          onClose();
        },
        onError,
      });
    }
  });

  const projectOptions = [
    { value: NO_PROJECT, label: t('form.noProject') },
    ...(projects.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  const assigneeOptions = (assignees.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  const titleError = form.errors.title ? t('form.titleRequired') : undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={task ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('form.title')}
            placeholder={t('form.titlePlaceholder')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('title')}
            error={titleError}
          />
          <Textarea
            label={t('form.description')}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('form.priority')}
              data={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
              allowDeselect={false}
              {...form.getInputProps('priority')}
            />
            <TextInput
              type="date"
              label={t('form.dueDate')}
              value={form.values.dueDate ?? ''}
              onChange={(event) => form.setFieldValue('dueDate', event.currentTarget.value || null)}
              error={form.errors.dueDate}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('form.project')}
              data={projectOptions}
              searchable
              allowDeselect={false}
              value={form.values.projectId ?? NO_PROJECT}
              onChange={(value) => {
                form.setFieldValue('projectId', value && value !== NO_PROJECT ? value : null);
                form.setFieldValue('assigneeId', null);
              }}
              error={form.errors.projectId}
            />
            <Select
              label={t('form.assignee')}
              placeholder={t('form.assigneeHint')}
              data={assigneeOptions}
              searchable
              clearable
              {...form.getInputProps('assigneeId')}
            />
          </Group>
          <TagsInput
            label={t('form.tags')}
            placeholder={t('form.tagsPlaceholder')}
            maxTags={10}
            clearable
            {...form.getInputProps('tags')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {task ? t('actions.save') : t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
