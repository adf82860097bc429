import type { OverviewActivityOnWire } from '@agency/shared/overview';
import { Anchor, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from '../../../lib/relative-time';
import { activityLink, activityWording } from './activity-wording';

/** Recent Activity (001 §2): the latest rows of the caller's scoped audit trail, "View all" to projects. */
export function RecentActivity({ items }: { items: OverviewActivityOnWire[] }) {
  const { t, i18n } = useTranslation('overview');
  const now = new Date();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="overview-activity">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="overview-activity">
          {t('activity.title')}
        </Title>
        <Anchor component={Link} to="/dashboard/projects" size="sm">
          {t('activity.viewAll')}
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" py="md">
          {t('activity.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => {
            const to = activityLink(item);
            const target = item.targetLabel ?? '';
            return (
              <Fragment key={item.id}>
                {index > 0 && <Divider component="li" aria-hidden="true" />}
                <Group component="li" gap="sm" py="xs" wrap="nowrap" align="flex-start" data-testid="activity">
                  <ThemeIcon variant="light" radius="xl" size="md" color="gray">
                    <IconActivity size={16} aria-hidden="true" />
                  </ThemeIcon>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {t(`activity.actions.${activityWording(item.action)}`)}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.actorName ?? t('activity.system')}
                      {target && ' · '}
                      {target && to ? (
                        <Anchor component={Link} to={to} inherit underline="always">
                          {target}
                        </Anchor>
                      ) : (
                        target
                      )}
                    </Text>
                  </Stack>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={item.createdAt}>
                      {relativeTime(item.createdAt, now, i18n.language, t('activity.justNow'))}
                    </time>
                  </Text>
                </Group>
              </Fragment>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
