import type { Role } from '@agency/shared/enums';
import type { OverviewCard } from '@agency/shared/overview';
import { Card, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChecklist,
  IconFileInvoice,
  IconFolders,
  IconMessage,
  IconPackage,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { cardLink } from './card-links';
import classes from './overview.module.css';

const ICONS: Record<OverviewCard['key'], typeof IconFolders> = {
  activeProjects: IconFolders,
  openTasks: IconChecklist,
  myOpenTasks: IconChecklist,
  overdueTasks: IconAlertTriangle,
  outstandingInvoices: IconFileInvoice,
  deliverablesAwaiting: IconPackage,
  unreadMessages: IconMessage,
};

const COLORS: Record<OverviewCard['key'], string> = {
  activeProjects: 'blue',
  openTasks: 'violet',
  myOpenTasks: 'violet',
  overdueTasks: 'red',
  outstandingInvoices: 'orange',
  deliverablesAwaiting: 'teal',
  unreadMessages: 'cyan',
};

/** The role's summary cards, in the order the API chose (what needs attention first). */
export function SummaryCards({ cards, role }: { cards: OverviewCard[]; role: Role }) {
  return (
    <div className={classes.cards}>
      {cards.map((card) => (
        <SummaryCard key={card.key} card={card} to={cardLink(card.key, role)} />
      ))}
    </div>
  );
}

function SummaryCard({ card, to }: { card: OverviewCard; to: string | null }) {
  const { t } = useTranslation('overview');
  const format = useFormat();
  const Icon = ICONS[card.key];
  const value = card.amountCents !== null ? format.money(card.amountCents) : format.compact(card.count);
  const detail = cardDetail(card, t, format);
  const body = (
    <Card withBorder padding="md" h="100%" data-testid={`card-${card.key}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={600}>
          {t(`cards.${card.key}.label`)}
        </Text>
        <ThemeIcon variant="light" color={COLORS[card.key]} radius="md" size="lg">
          <Icon size={20} aria-hidden="true" />
        </ThemeIcon>
      </Group>
      <Text fz={28} fw={700} lh={1.2} mt={4} data-testid="card-value">
        {value}
      </Text>
      <Text size="sm" mt={4} c={card.attention > 0 ? 'red' : 'dimmed'} fw={card.attention > 0 ? 600 : 400}>
        {detail}
      </Text>
    </Card>
  );
  if (!to) return body;
  return (
    // Named by its own text (label, value, detail), so what is read is what is shown (WCAG 2.5.3).
    <UnstyledButton component={Link} to={to}>
      {body}
    </UnstyledButton>
  );
}

type T = ReturnType<typeof useTranslation<'overview'>>['t'];
type Format = ReturnType<typeof useFormat>;

function cardDetail(card: OverviewCard, t: T, format: Format): string {
  const nextDue = card.nextDueDate ? t('cards.nextDue', { date: format.date(card.nextDueDate) }) : null;
  switch (card.key) {
    case 'outstandingInvoices': {
      const invoices = t('cards.outstandingInvoices.count', { count: card.count });
      if (card.attention > 0) return `${invoices} · ${t('cards.overdue', { count: card.attention })}`;
      return nextDue ? `${invoices} · ${nextDue}` : invoices;
    }
    case 'openTasks':
    case 'deliverablesAwaiting':
      if (card.attention > 0) return t('cards.overdue', { count: card.attention });
      return nextDue ?? t(`cards.${card.key}.none`);
    case 'myOpenTasks':
      return nextDue ?? t('cards.myOpenTasks.none');
    case 'overdueTasks':
      return card.count > 0 ? t('cards.overdueTasks.some') : t('cards.overdueTasks.none');
    case 'unreadMessages':
      return card.count > 0 ? t('cards.unreadMessages.some') : t('cards.unreadMessages.none');
    case 'activeProjects':
      return t('cards.activeProjects.detail');
  }
}
