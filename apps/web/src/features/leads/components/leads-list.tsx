import type { LeadStatus } from '@agency/shared/enums';
import type { LeadOnWire } from '@agency/shared/leads';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenOpened } from '../../../components/when-opened';
import { errorMessage } from '../../../lib/error-message';
import { useLeads } from '../api/list-leads';
import { LeadCard } from './lead-card';

// The conversion form loads when first opened (issue #19): zod and the form are not on the list's first paint.
const ConvertLeadModal = lazy(() => import('./convert-lead-modal').then((m) => ({ default: m.ConvertLeadModal })));

type Filter = LeadStatus | 'all';

const FILTERS = [
  { value: 'new', label: 'status.new' },
  { value: 'handled', label: 'status.handled' },
  { value: 'all', label: 'status.all' },
] as const satisfies readonly { value: Filter; label: string }[];

/** Inquiries newest first, filtered by status, a page at a time. */
export function LeadsList({ canUpdate, canConvert = false }: { canUpdate: boolean; canConvert?: boolean }) {
  const [filter, setFilter] = useState<Filter>('new');
  const [converting, setConverting] = useState<LeadOnWire | null>(null);
  const leads = useLeads(filter === 'all' ? null : filter);
  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation(['leads', 'messages']);

  return (
    <Stack gap="md">
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        aria-label={t('list.show')}
        style={{ alignSelf: 'flex-start' }}
      />
      {leads.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      )}
      {leads.isError && (
        <Alert color="red" title={t('list.loadFailed')}>
          {errorMessage(leads.error, t('list.reload'))}
        </Alert>
      )}
      {leads.isSuccess && items.length === 0 && (
        <Text c="dimmed" py="lg">
          {filter === 'new' ? t('list.noneNew') : t('list.none')}
        </Text>
      )}
      {items.map((lead) => (
        <LeadCard key={lead.id} lead={lead} canUpdate={canUpdate} onConvert={canConvert ? setConverting : undefined} />
      ))}
      {leads.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => leads.fetchNextPage()} loading={leads.isFetchingNextPage}>
            {t('list.older')}
          </Button>
        </Group>
      )}
      <WhenOpened opened={converting !== null}>
        <ConvertLeadModal lead={converting} onClose={() => setConverting(null)} />
      </WhenOpened>
    </Stack>
  );
}
