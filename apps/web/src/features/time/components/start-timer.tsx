import { ActionIcon, Button, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useTimeOptions } from '../api/get-options';
import { useStartTimer } from '../api/timer-actions';

/** The header timer's start form: a project, an optional task and a note. Shown open, as it loads on a click. */
export function StartTimer() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(true);
  const options = useTimeOptions(opened);
  const start = useStartTimer();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const projects = options.data?.projects ?? [];
  const tasks = projects.find((project) => project.id === projectId)?.tasks ?? [];

  const submit = () => {
    if (!projectId) return;
    start.mutate(
      { projectId, taskId, note },
      {
        onSuccess: () => {
          setOpened(false);
          setNote('');
        },
        onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('timer.failed')) }),
      },
    );
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} trapFocus withArrow>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('timer.start')}
          data-testid="header-timer"
          onClick={() => setOpened((value) => !value)}
        >
          <IconClockPlay size={20} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text fw={600}>{t('timer.startTitle')}</Text>
          {options.isSuccess && projects.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('timer.noProjects')}
            </Text>
          )}
          <Select
            label={t('timer.project')}
            data={projects.map((project) => ({ value: project.id, label: project.name }))}
            value={projectId}
            onChange={(value) => {
              setProjectId(value);
              setTaskId(null);
            }}
            searchable
            comboboxProps={{ withinPortal: false }}
            required
          />
          <Select
            label={t('timer.task')}
            placeholder={t('timer.noTask')}
            data={tasks.map((task) => ({ value: task.id, label: task.title }))}
            value={taskId}
            onChange={setTaskId}
            disabled={tasks.length === 0}
            clearable
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            label={t('timer.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
          />
          <Button onClick={submit} disabled={!projectId} loading={start.isPending}>
            {t('timer.startButton')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
