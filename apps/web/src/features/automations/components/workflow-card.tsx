import type { WorkflowOnWire } from '@agency/shared/automations';
import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import type catalogue from '../../../locales/en/automations.json';
import { useToggleWorkflow, useWorkflowRuns } from '../api/automations';

type StepId = keyof typeof catalogue.steps;

const OUTCOME_COLORS = { running: 'blue', completed: 'green', failed: 'red', cancelled: 'gray' } as const;

/** A workflow card (001 §2): name, status, description, step count, roles, the admin's switch and the run history. */
export function WorkflowCard({ workflow, canManage }: { workflow: WorkflowOnWire; canManage: boolean }) {
  const { t } = useTranslation(['automations', 'shell']);
  const format = useFormat();
  const toggle = useToggleWorkflow();
  const [showRuns, setShowRuns] = useState(false);
  const runs = useWorkflowRuns(workflow.key, showRuns);
  const items = runs.data?.pages.flatMap((page) => page.items) ?? [];

  const onToggle = (enabled: boolean) =>
    toggle.mutate(
      { key: workflow.key, enabled },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('toggleError')) }) },
    );

  return (
    <Card withBorder padding="lg" component="article" aria-label={t(`workflows.${workflow.key}.name`)}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {t(`workflows.${workflow.key}.name`)}
          </Title>
          <Badge color={workflow.enabled ? 'green' : 'gray'}>
            {t(workflow.enabled ? 'status.active' : 'status.paused')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`workflows.${workflow.key}.description`)}
        </Text>
        <Text size="sm">{t('stepCount', { count: workflow.steps.length })}</Text>
        <Stack gap={2}>
          {workflow.steps.map((step) => (
            <Text key={step.id} size="xs">
              • {t(`steps.${step.id as StepId}`)} — {t(`stepTypes.${step.type}`)} ·{' '}
              {t(step.automated ? 'automated' : 'manual')}
            </Text>
          ))}
        </Stack>
        <Group gap={4}>
          {workflow.roles.map((role) => (
            <Badge key={role} variant="light" size="sm">
              {t(`shell:roles.${role}`)}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('runCount', { count: workflow.runCount })}
          {workflow.lastRunAt ? ` · ${t('lastRun', { when: format.dateTime(workflow.lastRunAt) })}` : ''}
        </Text>
        <Group justify="space-between">
          {canManage ? (
            <Switch
              checked={workflow.enabled}
              disabled={toggle.isPending}
              onChange={(event) => onToggle(event.currentTarget.checked)}
              label={t(workflow.enabled ? 'switch.on' : 'switch.off')}
            />
          ) : (
            <span />
          )}
          <Button variant="subtle" size="xs" onClick={() => setShowRuns((shown) => !shown)}>
            {t(showRuns ? 'runs.hide' : 'runs.show')}
          </Button>
        </Group>
        {showRuns && (
          <Stack gap={4} aria-label={t('runs.title')}>
            {runs.isSuccess && items.length === 0 && (
              <Text size="xs" c="dimmed">
                {t('runs.empty')}
              </Text>
            )}
            {items.map((run) => (
              <Group key={run.id} gap={6} wrap="nowrap" align="flex-start">
                <Badge size="xs" variant="light" color={OUTCOME_COLORS[run.status]} style={{ flexShrink: 0 }}>
                  {t(`outcome.${run.status}`)}
                </Badge>
                <Text size="xs">
                  {format.dateTime(run.startedAt)} · {run.trigger}
                  {run.steps.length > 0 && ' · '}
                  {run.steps
                    .map((step) =>
                      t('runs.step', { step: t(`steps.${step.stepId as StepId}`), count: step.count ?? 0 }),
                    )
                    .join(', ')}
                  {run.error && (
                    <Text span size="xs" c="red" display="block">
                      {translateMessage(run.error)}
                    </Text>
                  )}
                </Text>
              </Group>
            ))}
            {runs.hasNextPage && (
              <Button variant="subtle" size="xs" loading={runs.isFetchingNextPage} onClick={() => runs.fetchNextPage()}>
                {t('runs.more')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
