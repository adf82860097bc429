import type { LogKind } from '@agency/shared/logs-values';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFileSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/url-state';
import { useLogSummary } from '../api/get-log-summary';
import { useLogs } from '../api/list-logs';
import { exportHref, isComplete, type LogFilterState, NO_FILTERS } from '../filters';
import { LogCounters } from './log-counters';
import { LogFilterBar } from './log-filter-bar';
import { LogTable } from './log-table';

/** The clock the relative times read, moved on every half minute so "5 minutes ago" does not stand still. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The filters as sent: the search once typing pauses, and a custom range only once both ends are in order (until
 * then the list keeps showing the last complete choice).
 */
function useAppliedFilters(draft: LogFilterState): LogFilterState {
  const [q] = useDebouncedValue(draft.q.trim(), SEARCH_DEBOUNCE_MS);
  const applied = useRef(draft);
  if (isComplete(draft)) applied.current = { ...draft, q };
  return applied.current.q === q ? applied.current : { ...applied.current, q };
}

/** One tab of the Logs screen: filters, counters, the entries with Load more, and Export Logs for the same filters. */
export function LogsPanel({ kind }: { kind: LogKind }) {
  const { t } = useTranslation(['logs', 'ui']);
  const { number } = useFormat();
  const [draft, setDraft] = useState<LogFilterState>(NO_FILTERS);
  const filters = useAppliedFilters(draft);
  const logs = useLogs(kind, filters);
  const summary = useLogSummary(kind, filters);
  const now = useNow();
  const items = logs.data?.pages.flatMap((page) => page.items) ?? [];
  const total = summary.data?.total;

  return (
    <Stack gap="md">
      <LogFilterBar value={draft} onChange={setDraft} />
      <LogCounters
        summary={summary.data}
        category={draft.category}
        onCategory={(category) => setDraft({ ...draft, category })}
      />
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('list.recent', { total: total === undefined ? '…' : number(total) })}
          </Title>
          <Badge color="green" variant="dot">
            {t('list.live')}
          </Badge>
        </Group>
        <Button
          component="a"
          href={exportHref(kind, filters)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {t('list.export')}
        </Button>
      </Group>
      {logs.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      )}
      {logs.isError && (
        <Alert color="red" title={t('list.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(logs.error, t('list.loadFailed'))}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void logs.refetch()}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {logs.isSuccess && items.length === 0 && (
        <Stack align="center" gap={4} py="xl">
          <IconFileSearch size={40} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          {kind === 'system' ? (
            <>
              <Text fw={600}>{t('list.emptyTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('list.emptyText')}
              </Text>
            </>
          ) : (
            <Text fw={600}>{t('list.emptyActivity')}</Text>
          )}
        </Stack>
      )}
      {items.length > 0 && <LogTable items={items} now={now} />}
      {logs.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => logs.fetchNextPage()} loading={logs.isFetchingNextPage}>
            {t('ui:loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
