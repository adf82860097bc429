import { PROJECT_PRIORITIES, PROJECT_STATUSES } from '@agency/shared/enums';
import {
  type CreateProjectBody,
  createProjectBody,
  type ProjectDetailOnWire,
  type UpdateProjectBody,
  updateProjectBody,
} from '@agency/shared/projects';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CentsInput } from '../../../components/money-input';
import { useClientOptions } from '../../../lib/client-options';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';

type Values = {
  name: string;
  clientId: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  budgetCents: number;
  status: CreateProjectBody['status'] & string;
  priority: CreateProjectBody['priority'] & string;
  phase: string | null;
};

/**
 * New Project (admin only) and Edit (admins, and agents on their projects): name, client, dates, budget in dollars
 * (sent as cents, D11), status, priority, phase and description, checked by the API's own schema.
 */
export function ProjectForm({
  project,
  onDone,
}: {
  /** Editing this project; without it, a new one. */
  project?: ProjectDetailOnWire;
  onDone: (id: string) => void;
}) {
  const { t } = useTranslation('projects');
  const editing = project !== undefined;
  const clients = useClientOptions(!editing);
  const create = useCreateProject();
  const update = useUpdateProject();
  const mutation = editing ? update : create;

  const form = useSchemaForm<Values>(editing ? updateProjectBody : createProjectBody, {
    initialValues: {
      name: project?.name ?? '',
      clientId: project?.clientId ?? '',
      description: project?.description ?? '',
      startDate: project?.startDate ?? null,
      endDate: project?.endDate ?? null,
      budgetCents: project?.budgetCents ?? 0,
      status: project?.status ?? 'planning',
      priority: project?.priority ?? 'medium',
      phase: project?.phase ?? null,
    },
  });

  const submit = form.onSubmit((values) => {
    const onSuccess = (saved: ProjectDetailOnWire) => {
      notifications.show({
        color: 'green',
        message: editing ? t('form.saved', { name: saved.name }) : t('form.created', { name: saved.name }),
      });
      onDone(saved.id);
    };
    const onError = (error: unknown) => showServerErrors(form, error);
    if (project) {
      const { clientId: _, ...changes } = values;
      update.mutate({ id: project.id, body: changes satisfies UpdateProjectBody }, { onSuccess, onError });
    } else {
      create.mutate(values satisfies CreateProjectBody, { onSuccess, onError });
    }
  });

  const dateProps = (field: 'startDate' | 'endDate') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: (props.value as string | null) ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, event.currentTarget.value || null),
    };
  };
  const budget = form.getInputProps('budgetCents');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mutation.error, editing ? t('form.saveFailed') : t('form.createFailed'))}
          </Alert>
        )}
        <TextInput label={t('form.name')} {...form.getInputProps('name')} required data-autofocus />
        {!editing && (
          <Select
            label={t('form.client')}
            placeholder={t('form.clientPlaceholder')}
            data={clients.data ?? []}
            searchable
            nothingFoundMessage={t('form.noClients')}
            {...form.getInputProps('clientId')}
            onChange={(value) => form.setFieldValue('clientId', value ?? '')}
            required
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={t('form.startDate')} {...dateProps('startDate')} />
          <TextInput type="date" label={t('form.endDate')} {...dateProps('endDate')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <CentsInput
            label={t('form.budget')}
            error={budget.error}
            cents={form.getValues().budgetCents}
            onCents={(cents) => form.setFieldValue('budgetCents', cents ?? 0)}
          />
          <TextInput
            label={t('form.phase')}
            placeholder={t('form.phasePlaceholder')}
            {...form.getInputProps('phase')}
            value={form.getValues().phase ?? ''}
            onChange={(event) => form.setFieldValue('phase', event.currentTarget.value || null)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('form.status')}
            data={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Select
            label={t('form.priority')}
            data={PROJECT_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Textarea
          label={t('form.description')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={mutation.isPending}>
            {editing ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
