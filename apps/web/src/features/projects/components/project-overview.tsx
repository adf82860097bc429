import type { ProjectDetailOnWire } from '@agency/shared/projects';
import { Badge, Card, Group, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { ProgressFigure } from './progress-figure';
import { PRIORITY_COLOR } from './status';
import { TeamAvatars } from './team-avatars';

/** The Overview tab: description, progress and the computed figures (D13), and the project's ratings. */
export function ProjectOverview({ project }: { project: ProjectDetailOnWire }) {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const date = (value: string | null) => (value ? format.date(value) : t('card.notSet'));
  const remaining = project.budgetCents - project.spentCents;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <ProgressFigure value={project.progress} size="lg" />
          <Text style={{ whiteSpace: 'pre-line' }} c={project.description ? undefined : 'dimmed'}>
            {project.description || t('overview.noDescription')}
          </Text>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Fact label={t('overview.client')} value={project.clientName} />
        <Fact label={t('card.phase')} value={project.phase ?? t('card.noPhase')} />
        <Fact label={t('form.priority')}>
          <Badge color={PRIORITY_COLOR[project.priority]} variant="light">
            {t(`priority.${project.priority}`)}
          </Badge>
        </Fact>
        <Fact label={t('form.startDate')} value={date(project.startDate)} />
        <Fact label={t('form.endDate')} value={date(project.endDate)} />
        <Fact
          label={t('card.deliverables')}
          value={t('card.deliverablesValue', { done: project.deliverablesDone, total: project.deliverablesTotal })}
        />
        <Fact label={t('overview.budget')} value={format.money(project.budgetCents)} />
        <Fact label={t('overview.spent')} value={format.money(project.spentCents)} />
        <Fact
          label={remaining >= 0 ? t('overview.remaining') : t('overview.overBudget')}
          value={format.money(Math.abs(remaining))}
          color={remaining < 0 ? 'red' : undefined}
        />
        <Fact label={t('overview.team')}>
          {project.teamCount > 0 ? (
            <TeamAvatars team={project.team} count={project.teamCount} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('card.noTeam')}
            </Text>
          )}
        </Fact>
        {project.ratings.count > 0 && project.ratings.average !== null && (
          <Fact label={t('overview.satisfaction')}>
            <Group gap="xs">
              <Rating value={project.ratings.average} fractions={10} readOnly size="sm" />
              <Text size="sm">
                {t('overview.ratingSummary', {
                  average: format.number(project.ratings.average, { maximumFractionDigits: 1 }),
                  count: project.ratings.count,
                })}
              </Text>
            </Group>
          </Fact>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function Fact({
  label,
  value,
  color,
  children,
}: {
  label: string;
  value?: string;
  color?: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" mb={4}>
        {label}
      </Text>
      {children ?? (
        <Text fw={600} c={color}>
          {value}
        </Text>
      )}
    </Card>
  );
}
