import type { TemplateOnWire } from '@agency/shared/automations';
import { Alert, Anchor, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useApplyTemplate, useProjectChoices } from '../api/automations';

interface Props {
  template: TemplateOnWire;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** Use Template: choose a project and a start date; the tasks are created and a toast links to them. */
export function UseTemplateModal({ template, name, opened, onClose }: Props) {
  const { t } = useTranslation('automations');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const projects = useProjectChoices(q, opened);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState('');
  const apply = useApplyTemplate();
  const options = (projects.data?.items ?? []).map((project) => ({ value: project.id, label: project.name }));

  const submit = () => {
    if (!projectId || !startDate) return;
    apply.mutate(
      { templateId: template.id, projectId, startDate },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            message: (
              <>
                {t('apply.done', { count: result.tasks.length, template: name })}{' '}
                <Anchor component={Link} to={`/dashboard/tasks?project=${result.projectId}`}>
                  {t('apply.openTasks')}
                </Anchor>
              </>
            ),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('apply.title', { template: name })}>
      <Stack>
        <Select
          label={t('apply.project')}
          placeholder={t('apply.projectPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={projectId}
          onChange={setProjectId}
          nothingFoundMessage={t('apply.noProjects')}
          required
        />
        <TextInput
          type="date"
          label={t('apply.startDate')}
          value={startDate}
          onChange={(event) => setStartDate(event.currentTarget.value)}
          required
        />
        {apply.isError && (
          <Alert color="red" role="alert">
            {errorMessage(apply.error, t('apply.error'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={apply.isPending} disabled={!projectId || !startDate}>
            {t('apply.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
