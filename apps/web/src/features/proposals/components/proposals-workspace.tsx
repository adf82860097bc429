import { PROPOSAL_TABS, type ProposalTab } from '@agency/shared/enums';
import { can } from '@agency/shared/permissions';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilePlus, IconMessageDollar, IconSearch } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { preloadOnIntent, WhenOpened } from '../../../components/when-opened';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { SEARCH_DEBOUNCE_MS, useAddressFlag } from '../../../lib/url-state';
import { useProposals } from '../api/list-proposals';
import { ProposalCard } from './proposal-card';

// The dialogs load when first opened (issue #19): their forms, zod and the Modal are not on the list's first paint.
const loadForm = () => import('./proposal-form-modal');
const loadQuote = () => import('./quote-request-modal');
const ProposalFormModal = lazy(() => loadForm().then((m) => ({ default: m.ProposalFormModal })));
const ProposalDetailsModal = lazy(() =>
  import('./proposal-details-modal').then((m) => ({ default: m.ProposalDetailsModal })),
);
const QuoteRequestModal = lazy(() => loadQuote().then((m) => ({ default: m.QuoteRequestModal })));

/** The Proposals workspace (001 §2): status tabs, search over title and client, the list, create and details. */
export function ProposalsWorkspace() {
  const role = useSession().data?.user.role;
  const { t } = useTranslation('proposals');
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<ProposalTab>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // ?new=1 (the overview's Create Proposal shortcut) opens the create modal.
  const [creating, setCreating] = useState(() => params.get('new') === '1' && can(role, 'proposal:write'));
  // ?quote=1 (a client's Request a Quote quick action) opens the request; closing it takes the flag off.
  const [quotingHere, setQuoting] = useState(false);
  const [quotingFromAddress, clearQuote] = useAddressFlag('quote');
  const quoting = quotingHere || (quotingFromAddress && can(role, 'quote:request'));
  const proposals = useProposals({ status: tab === 'all' ? null : tab, q });
  const items = proposals.data?.pages.flatMap((page) => page.items) ?? [];
  const openId = params.get('proposal');

  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('proposal', id);
        else next.delete('proposal');
        return next;
      },
      { replace: !id },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="sm">
          {can(role, 'quote:request') && (
            <Button
              variant="default"
              leftSection={<IconMessageDollar size={16} aria-hidden="true" />}
              onClick={() => setQuoting(true)}
              {...preloadOnIntent(loadQuote)}
            >
              {t('quote.open')}
            </Button>
          )}
          {can(role, 'proposal:write') && (
            <Button
              leftSection={<IconFilePlus size={16} aria-hidden="true" />}
              onClick={() => setCreating(true)}
              {...preloadOnIntent(loadForm)}
            >
              {t('actions.create')}
            </Button>
          )}
        </Group>
      </Group>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars>
        <Tabs value={tab} onChange={(value) => setTab((value as ProposalTab) ?? 'all')}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {/* A client never sees drafts (they are the agency's work in progress), so no Draft tab for them. */}
            {PROPOSAL_TABS.filter((value) => value !== 'draft' || can(role, 'proposal:write')).map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      {proposals.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      )}
      {proposals.isError && (
        <Alert color="red" title={t('list.loadFailed')}>
          {errorMessage(proposals.error, t('list.reload'))}
        </Alert>
      )}
      {proposals.isSuccess && items.length === 0 && (
        <Text c="dimmed" py="lg" ta="center">
          {t('list.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {items.map((proposal) => (
          <ProposalCard key={proposal.id} proposal={proposal} onOpen={open} />
        ))}
      </SimpleGrid>
      {proposals.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => proposals.fetchNextPage()} loading={proposals.isFetchingNextPage}>
            {t('list.more')}
          </Button>
        </Group>
      )}
      <WhenOpened opened={creating}>
        <ProposalFormModal
          opened={creating}
          onClose={() => {
            setCreating(false);
            if (params.has('new'))
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete('new');
                  return next;
                },
                { replace: true },
              );
          }}
          onSaved={(id) => open(id)}
        />
      </WhenOpened>
      <WhenOpened opened={openId !== null}>
        <ProposalDetailsModal id={openId} onClose={() => open(null)} />
      </WhenOpened>
      <WhenOpened opened={quoting}>
        <QuoteRequestModal
          opened={quoting}
          onClose={() => {
            setQuoting(false);
            clearQuote();
          }}
        />
      </WhenOpened>
    </Stack>
  );
}
