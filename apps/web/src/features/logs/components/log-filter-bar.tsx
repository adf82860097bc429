import { AUDIT_CATEGORIES, AUDIT_LEVELS, type AuditCategory, type AuditLevel } from '@agency/shared/enums';
import { LOG_TIME_RANGES, type LogTimeRange } from '@agency/shared/logs-values';
import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { isComplete, type LogFilterState } from '../filters';

// 001 §2's presets of both tabs in one list (System Logs' week and month are the last 7 and 30 days), with the last
// 24 hours besides "today" (a rolling day, whatever the viewer's midnight) and a custom range.
interface Props {
  value: LogFilterState;
  onChange: (next: LogFilterState) => void;
}

/** Search, Log Level, Category and Time Range (with its custom from and to), as one bar. */
export function LogFilterBar({ value, onChange }: Props) {
  const { t } = useTranslation('logs');
  const set = (changes: Partial<LogFilterState>) => onChange({ ...value, ...changes });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          type="search"
          value={value.q}
          onChange={(event) => set({ q: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        />
        <DeferredSelect
          label={t('filters.level')}
          data={[
            { value: 'all', label: t('levels.all') },
            ...AUDIT_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
          ]}
          value={value.level ?? 'all'}
          onChange={(level) => set({ level: level && level !== 'all' ? (level as AuditLevel) : null })}
          allowDeselect={false}
        />
        <DeferredSelect
          label={t('filters.category')}
          data={[
            { value: 'all', label: t('categories.all') },
            ...AUDIT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          ]}
          value={value.category ?? 'all'}
          onChange={(category) =>
            set({ category: category && category !== 'all' ? (category as AuditCategory) : null })
          }
          allowDeselect={false}
        />
        <DeferredSelect
          label={t('filters.range')}
          data={LOG_TIME_RANGES.map((range) => ({ value: range, label: t(`ranges.${range}`) }))}
          value={value.range}
          onChange={(range) => set({ range: (range ?? 'all') as LogTimeRange })}
          allowDeselect={false}
        />
      </SimpleGrid>
      {value.range === 'custom' && (
        <Stack gap={4}>
          <Group grow wrap="wrap" gap="sm">
            <TextInput
              type="datetime-local"
              label={t('filters.from')}
              value={value.from}
              onChange={(event) => set({ from: event.currentTarget.value })}
              miw={180}
            />
            <TextInput
              type="datetime-local"
              label={t('filters.to')}
              value={value.to}
              onChange={(event) => set({ to: event.currentTarget.value })}
              miw={180}
            />
          </Group>
          {!isComplete(value) && (
            <Text size="sm" c="dimmed" role="status">
              {t('filters.incomplete')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
