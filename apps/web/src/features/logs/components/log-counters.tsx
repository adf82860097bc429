import { AUDIT_CATEGORIES, type AuditCategory } from '@agency/shared/enums';
import type { LogSummaryOnWire } from '@agency/shared/logs';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

const LEVEL_COUNTERS = [
  ['total', 'blue'],
  ['error', 'red'],
  ['warning', 'yellow'],
  ['success', 'green'],
] as const;

interface Props {
  summary: LogSummaryOnWire | undefined;
  category: AuditCategory | null;
  onCategory: (category: AuditCategory | null) => void;
}

/** Total Events, Errors, Warnings and Success, then a tile per category that also sets the category filter. */
export function LogCounters({ summary, category, onCategory }: Props) {
  const { t } = useTranslation('logs');
  const { number } = useFormat();
  const count = (value: number | undefined) => (value === undefined ? '–' : number(value));
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={t('counters.label')} component="section">
        {LEVEL_COUNTERS.map(([key, color]) => (
          <Paper key={key} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {t(`counters.${key}`)}
            </Text>
            <Text fw={700} size="xl" c={key === 'total' ? undefined : color}>
              {count(key === 'total' ? summary?.total : summary?.levels[key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid
        cols={{ base: 2, xs: 4, md: 7 }}
        spacing="xs"
        aria-label={t('counters.categoriesLabel')}
        component="section"
      >
        {AUDIT_CATEGORIES.map((each) => {
          const active = category === each;
          return (
            <UnstyledButton
              key={each}
              onClick={() => onCategory(active ? null : each)}
              aria-pressed={active}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Paper withBorder radius="md" p="xs" bg={active ? 'var(--mantine-primary-color-light)' : undefined}>
                <Text size="xs" c="dimmed" truncate>
                  {t(`categories.${each}`)}
                </Text>
                <Text fw={600}>{count(summary?.categories[each])}</Text>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </>
  );
}
