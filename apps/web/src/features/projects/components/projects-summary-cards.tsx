import { Alert, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconCircleCheck, IconFolders, IconPlayerPlay, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useProjectsSummary } from '../api/projects-summary';

/** My Projects' counters (001 §2): Total Projects, In Progress, Completed, Budget Used, over the caller's scope. */
export function ProjectsSummaryCards() {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const summary = useProjectsSummary();

  if (summary.isError) {
    return <Alert color="red">{errorMessage(summary.error, t('summary.error'))}</Alert>;
  }
  const data = summary.data;
  const used = data?.budgetUsedPercent;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Stat
        icon={<IconFolders size={20} />}
        label={t('summary.total')}
        value={data && format.number(data.totalProjects)}
      />
      <Stat
        icon={<IconPlayerPlay size={20} />}
        label={t('summary.inProgress')}
        value={data && format.number(data.inProgress)}
      />
      <Stat
        icon={<IconCircleCheck size={20} />}
        label={t('summary.completed')}
        value={data && format.number(data.completed)}
      />
      <Stat
        icon={<IconWallet size={20} />}
        label={t('summary.budgetUsed')}
        value={data && (used === null || used === undefined ? '—' : format.percent(used / 100))}
        hint={
          data &&
          t('summary.budgetHint', { spent: format.money(data.spentCents), budget: format.money(data.budgetCents) })
        }
      />
    </SimpleGrid>
  );
}

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value?: string; hint?: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {icon}
        </span>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} mt={6} width="60%" />
      ) : (
        <Text fz={{ base: 22, sm: 26 }} fw={700} mt={4}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
