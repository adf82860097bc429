import type { BusinessOverview } from '@agency/shared/overview';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { progressColor } from '../../../lib/progress';
import classes from './overview.module.css';
import { SatisfactionStars } from './satisfaction-stars';

/** Business Overview (001 §2, admin and agent only): revenue this month against last, completion, satisfaction. */
export function BusinessOverviewBlock({ business }: { business: BusinessOverview }) {
  const { t } = useTranslation('overview');
  const format = useFormat();
  const { revenue, completion, satisfaction } = business;
  const completionRatio = completion.total > 0 ? completion.completed / completion.total : 0;
  const change = revenue.changePercent;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="overview-business">
      <Title order={2} size="h4" id="overview-business" mb="md">
        {t('business.title')}
      </Title>
      <div className={classes.figures}>
        <Stack gap={4} data-testid="business-revenue">
          <Text size="sm" c="dimmed" fw={600}>
            {t('business.revenue')}
          </Text>
          {change === null ? (
            <Text fz={24} fw={700}>
              {format.money(revenue.thisMonthCents)}
            </Text>
          ) : (
            <Group gap={6} c={change >= 0 ? 'teal' : 'red'}>
              {change >= 0 ? (
                <IconTrendingUp size={22} aria-hidden="true" />
              ) : (
                <IconTrendingDown size={22} aria-hidden="true" />
              )}
              <Text fz={24} fw={700} inherit>
                {format.number(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })}
              </Text>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {t('business.thisMonth', { amount: format.money(revenue.thisMonthCents) })}
            {' · '}
            {t('business.lastMonth', { amount: format.money(revenue.lastMonthCents) })}
          </Text>
        </Stack>
        <Stack gap={4} data-testid="business-completion">
          <Text size="sm" c="dimmed" fw={600}>
            {t('business.completion')}
          </Text>
          <Text fz={24} fw={700}>
            {format.percent(completionRatio)}
          </Text>
          <CompletionBar percent={completionRatio * 100} label={t('business.completion')} />
          <Text size="xs" c="dimmed">
            {t('business.completed', { completed: completion.completed, count: completion.total })}
          </Text>
        </Stack>
        <Stack gap={4} data-testid="business-satisfaction">
          <Text size="sm" c="dimmed" fw={600}>
            {t('business.satisfaction')}
          </Text>
          {satisfaction.average === null ? (
            <Text fz={24} fw={700} c="dimmed">
              {t('business.noRatings')}
            </Text>
          ) : (
            <>
              <Text fz={24} fw={700}>
                {t('business.outOfFive', { rating: format.number(satisfaction.average, { maximumFractionDigits: 1 }) })}
              </Text>
              <SatisfactionStars value={satisfaction.average} />
            </>
          )}
          <Text size="xs" c="dimmed">
            {t('business.ratings', { count: satisfaction.ratings })}
          </Text>
        </Stack>
      </div>
    </Card>
  );
}

/** What Mantine's `<Progress value color aria-label>` draws: one coloured section, a progressbar named by the label. */
function CompletionBar({ percent, label }: { percent: number; label: string }) {
  const vars = {
    '--progress-section-size': `${percent}%`,
    '--progress-section-color': `var(--mantine-color-${progressColor(percent)}-filled)`,
  } as CSSProperties;
  return (
    <div className={classes.progress}>
      <div
        className={classes.progressSection}
        style={vars}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      />
    </div>
  );
}
