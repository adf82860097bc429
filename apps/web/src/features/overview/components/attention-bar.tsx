import type { Role } from '@agency/shared/enums';
import type { OverviewCard } from '@agency/shared/overview';
import { Anchor, Group, Text, useComputedColorScheme } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '../../../components/inline-alert';
import { cardLink } from './card-links';

/** What needs the newcomer's attention first: overdue work and invoices, unread messages; nothing when all is calm. */
export function AttentionBar({ cards, role }: { cards: OverviewCard[]; role: Role }) {
  const { t } = useTranslation('overview');
  // The light variant reads calm on white but heavy on the dark theme's background: an outline there.
  const scheme = useComputedColorScheme('light');
  const items = cards.filter((card) => card.attention > 0);
  if (items.length === 0) return null;
  return (
    <InlineAlert
      color="orange"
      variant={scheme === 'dark' ? 'outline' : 'light'}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={t('attention.title')}
      data-testid="attention"
    >
      <Group gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((card) => {
          const text = t(`attention.${card.key}`, { count: card.attention });
          const to = cardLink(card.key, role);
          return (
            <Text component="li" key={card.key} size="sm" fw={600}>
              {to ? (
                <Anchor component={Link} to={to} inherit c="inherit" underline="always">
                  {text}
                </Anchor>
              ) : (
                text
              )}
            </Text>
          );
        })}
      </Group>
    </InlineAlert>
  );
}
