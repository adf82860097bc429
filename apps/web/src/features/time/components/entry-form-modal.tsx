import { type SaveEntryBody, saveEntryBody, type TimeEntryOnWire } from '@agency/shared/time';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useSaveEntry } from '../api/entry-actions';
import { useTimeOptions } from '../api/get-options';
import { splitMinutes } from '../week';

type Values = {
  projectId: string;
  taskId: string | null;
  workDate: string;
  hours: number;
  minutes: number;
  note: string;
  billable: boolean;
};

/** Log time by hand, or edit an entry: date, duration in hours and minutes, note, billable. */
export function EntryFormModal({
  opened,
  onClose,
  entry,
  defaultDate,
}: {
  opened: boolean;
  onClose: () => void;
  entry: TimeEntryOnWire | null;
  defaultDate: string;
}) {
  const { t } = useTranslation('time');
  const options = useTimeOptions(opened);
  const save = useSaveEntry();
  const duration = splitMinutes(entry?.minutes ?? 60);
  const form = useSchemaForm<Values>(saveEntryBody, {
    initialValues: {
      projectId: entry?.projectId ?? '',
      taskId: entry?.taskId ?? null,
      workDate: entry?.workDate ?? defaultDate,
      hours: duration.hours,
      minutes: duration.minutes,
      note: entry?.note ?? '',
      billable: entry?.billable ?? true,
    },
  });
  const projects = options.data?.projects ?? [];
  const tasks = projects.find((project) => project.id === form.getValues().projectId)?.tasks ?? [];
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: entry?.id ?? null, body: values satisfies SaveEntryBody },
      { onSuccess: onClose, onError: (error) => showServerErrors(form, error) },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={entry ? t('entry.titleEdit') : t('entry.titleNew')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error, t('errors.save'))}
            </Alert>
          )}
          <Select
            label={t('entry.project')}
            data={projects.map((project) => ({ value: project.id, label: project.name }))}
            searchable
            required
            {...form.getInputProps('projectId')}
            onChange={(value) => {
              form.setFieldValue('projectId', value ?? '');
              form.setFieldValue('taskId', null);
            }}
          />
          <Select
            label={t('entry.task')}
            placeholder={t('entry.noTask')}
            data={tasks.map((task) => ({ value: task.id, label: task.title }))}
            clearable
            searchable
            disabled={tasks.length === 0}
            {...form.getInputProps('taskId')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput type="date" label={t('entry.date')} required {...form.getInputProps('workDate')} />
            <NumberInput
              label={t('entry.hours')}
              min={0}
              max={24}
              allowDecimal={false}
              {...form.getInputProps('hours')}
            />
            <NumberInput
              label={t('entry.minutes')}
              min={0}
              max={59}
              allowDecimal={false}
              {...form.getInputProps('minutes')}
            />
          </SimpleGrid>
          <TextInput label={t('entry.note')} maxLength={500} {...form.getInputProps('note')} />
          <Checkbox label={t('entry.billable')} {...form.getInputProps('billable', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('entry.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('entry.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
