import type { ProjectListItemOnWire } from '@agency/shared/projects';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { ProgressFigure } from './progress-figure';
import { STATUS_COLOR } from './status';
import { TeamAvatars } from './team-avatars';

/** One project on My Projects (001 §2): progress, timeline, budget, deliverables, team, phase, and its buttons. */
export function ProjectCard({ project, onEdit }: { project: ProjectListItemOnWire; onEdit?: (id: string) => void }) {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const timeline =
    project.startDate || project.endDate
      ? t('card.timelineRange', {
          start: project.startDate ? format.date(project.startDate) : '…',
          end: project.endDate ? format.date(project.endDate) : '…',
        })
      : t('card.noTimeline');

  return (
    <Card withBorder radius="md" padding="lg" data-testid="project-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" lineClamp={2}>
              {project.name}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {project.clientName}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[project.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`status.${project.status}`)}
          </Badge>
        </Group>

        <ProgressFigure value={project.progress} />

        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <Figure label={t('card.timeline')} value={timeline} />
          <Figure
            label={t('card.budget')}
            value={t('card.budgetValue', {
              spent: format.money(project.spentCents),
              budget: format.money(project.budgetCents),
            })}
          />
          <Figure
            label={t('card.deliverables')}
            value={t('card.deliverablesValue', { done: project.deliverablesDone, total: project.deliverablesTotal })}
          />
          <Figure label={t('card.phase')} value={project.phase ?? t('card.noPhase')} />
        </SimpleGrid>

        <Group justify="space-between" mt="auto" pt="xs" wrap="wrap" gap="sm">
          {project.teamCount > 0 ? (
            <TeamAvatars team={project.team} count={project.teamCount} />
          ) : (
            <Text size="xs" c="dimmed">
              {t('card.noTeam')}
            </Text>
          )}
          <Group gap="xs">
            {onEdit && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconEdit size={14} aria-hidden="true" />}
                onClick={() => onEdit(project.id)}
                aria-label={t('card.editLabel', { name: project.name })}
              >
                {t('card.edit')}
              </Button>
            )}
            <Button
              component={Link}
              to={`/dashboard/projects/${project.id}`}
              size="xs"
              leftSection={<IconEye size={14} aria-hidden="true" />}
              aria-label={t('card.viewLabel', { name: project.name })}
            >
              {t('card.view')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}
