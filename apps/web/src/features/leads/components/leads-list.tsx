import type { LeadStatus } from '@agency/shared/enums';
import type { Lead } from '@agency/shared/leads';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useLeads } from '../api/list-leads';
import { ConvertLeadModal } from './convert-lead-modal';
import { LeadCard } from './lead-card';

type Filter = LeadStatus | 'all';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** Inquiries newest first, filtered by status, a page at a time. */
export function LeadsList({ canUpdate, canConvert = false }: { canUpdate: boolean; canConvert?: boolean }) {
  const [filter, setFilter] = useState<Filter>('new');
  const [converting, setConverting] = useState<Lead | null>(null);
  const leads = useLeads(filter === 'all' ? null : filter);
  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={FILTERS}
        aria-label="Show inquiries"
        style={{ alignSelf: 'flex-start' }}
      />
      {leads.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading inquiries" />
        </Center>
      )}
      {leads.isError && (
        <Alert color="red" title="Inquiries could not be loaded">
          {errorMessage(leads.error, 'Please reload the page to try again.')}
        </Alert>
      )}
      {leads.isSuccess && items.length === 0 && (
        <Text c="dimmed" py="lg">
          {filter === 'new' ? 'No new inquiries. Everything has been handled.' : 'No inquiries yet.'}
        </Text>
      )}
      {items.map((lead) => (
        <LeadCard key={lead.id} lead={lead} canUpdate={canUpdate} onConvert={canConvert ? setConverting : undefined} />
      ))}
      {leads.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => leads.fetchNextPage()} loading={leads.isFetchingNextPage}>
            Show older inquiries
          </Button>
        </Group>
      )}
      <ConvertLeadModal lead={converting} onClose={() => setConverting(null)} />
    </Stack>
  );
}
