import type { TeamSummaryOnWire } from '@agency/shared/team';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconActivity, IconStar, IconTrendingUp, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

/** The stat cards (001 §2): computed by the server; a figure it withholds (null) is not drawn at all. */
export function StatCards({ summary }: { summary: TeamSummaryOnWire | undefined }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const none = t('stats.none');
  const cards: { key: string; label: string; value: string; hint: string; icon: ReactNode; color: string }[] = [];
  if (summary && summary.members !== null) {
    cards.push({
      key: 'members',
      label: t('stats.members'),
      value: format.compact(summary.members),
      hint: t('stats.membersHint'),
      icon: <IconUsers size={20} aria-hidden="true" />,
      color: 'blue',
    });
  }
  cards.push({
    key: 'activeNow',
    label: t('stats.activeNow'),
    value: summary ? format.compact(summary.activeNow) : none,
    hint: t('stats.activeHint'),
    icon: <IconActivity size={20} aria-hidden="true" />,
    color: 'green',
  });
  if (summary && summary.members !== null) {
    cards.push({
      key: 'productivity',
      label: t('stats.productivity'),
      value: summary.averageProductivity === null ? none : `${summary.averageProductivity}%`,
      hint: t('stats.productivityHint'),
      icon: <IconTrendingUp size={20} aria-hidden="true" />,
      color: 'violet',
    });
    cards.push({
      key: 'rating',
      label: t('stats.rating'),
      value: summary.teamRating === null ? none : summary.teamRating.toFixed(1),
      hint: t('stats.ratingHint'),
      icon: <IconStar size={20} aria-hidden="true" />,
      color: 'yellow',
    });
  }
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.key} withBorder padding="md" data-testid={`team-stat-${card.key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed" fw={600}>
              {card.label}
            </Text>
            <ThemeIcon variant="light" color={card.color} size="md" radius="md">
              {card.icon}
            </ThemeIcon>
          </Group>
          <Text fz={28} fw={700} lh={1.2} mt={4}>
            {card.value}
          </Text>
          <Text size="xs" c="dimmed">
            {card.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
