import { INVOICE_STATUSES, type InvoiceStatus } from '@agency/shared/enums';
import type { InvoiceDetailOnWire, InvoiceOnWire } from '@agency/shared/invoices';
import { can } from '@agency/shared/permissions';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { preloadOnIntent, WhenOpened } from '../../../components/when-opened';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { SEARCH_DEBOUNCE_MS, useUrlState } from '../../../lib/url-state';
import { useApplyLateFee } from '../api/apply-late-fee';
import { useCancelInvoice } from '../api/cancel-invoice';
import { useDeleteInvoice } from '../api/delete-invoice';
import { getInvoice } from '../api/get-invoice';
import { useInvoiceSummary } from '../api/get-invoice-summary';
import { useInvoices } from '../api/list-invoices';
import { useSendInvoice } from '../api/send-invoice';
import { InvoiceCard } from './invoice-card';
import { SummaryCards, SummaryCardsSkeleton } from './summary-cards';

// The dialogs load when first opened (issue #19): the invoice form, zod, NumberInput and the Modal are not on the
// workspace's first paint.
const loadForm = () => import('./invoice-form-modal');
const InvoiceFormModal = lazy(() => loadForm().then((m) => ({ default: m.InvoiceFormModal })));
const InvoiceDetailsModal = lazy(() =>
  import('./invoice-details-modal').then((m) => ({ default: m.InvoiceDetailsModal })),
);

interface BillingWorkspaceProps {
  /** Pay Now / Record payment, from the payments workspace; nothing is rendered until it is wired. */
  paymentActions?: (invoice: InvoiceOnWire) => ReactNode;
}

/** 'Billing & Invoices' (001 §2): the role's cards, then the invoice grid with search, status filter and actions. */
export function BillingWorkspace({ paymentActions }: BillingWorkspaceProps) {
  const { t } = useTranslation('invoices');
  const role = useSession().data?.user.role;
  const manage = can(role, 'invoice:manage');
  const [params, update] = useUrlState();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [editing, setEditing] = useState<{ invoice: InvoiceDetailOnWire | null } | null>(null);
  const summary = useInvoiceSummary();
  const list = useInvoices({ status, q: debounced });
  const send = useSendInvoice();
  const cancel = useCancelInvoice();
  const remove = useDeleteInvoice();
  const lateFee = useApplyLateFee();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const openId = params.get('invoice');
  // ?new=1 (the header's Create Invoice) opens an empty form; closing it takes the flag off the address.
  const creating = manage && params.get('new') === '1';
  const form = editing ?? (creating ? { invoice: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (creating) update({ new: null }, true);
  };

  const setOpen = (id: string | null) => update({ invoice: id }, id === null);
  const failed = (error: unknown) => showToast({ type: 'error', message: errorMessage(error, t('toast.failed')) });

  const confirm = (title: string, body: string, label: string, color: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: label, cancel: t('confirm.keep') },
      confirmProps: { color },
      onConfirm,
    });

  const actions = manage
    ? {
        onEdit: async (invoice: InvoiceOnWire) => {
          void loadForm();
          try {
            setEditing({ invoice: await getInvoice(invoice.id) });
          } catch (error) {
            failed(error);
          }
        },
        onSend: (invoice: InvoiceOnWire) =>
          confirm(
            t('confirm.sendTitle'),
            t('confirm.send', { number: invoice.number, client: invoice.clientName }),
            t('confirm.sendButton'),
            'blue',
            () =>
              send.mutate(invoice.id, {
                onSuccess: () => showToast({ type: 'success', message: t('toast.sent', { number: invoice.number }) }),
                onError: failed,
              }),
          ),
        onCancel: (invoice: InvoiceOnWire) =>
          confirm(
            t('confirm.cancelTitle'),
            t('confirm.cancel', { number: invoice.number }),
            t('confirm.cancelButton'),
            'red',
            () =>
              cancel.mutate(invoice.id, {
                onSuccess: () =>
                  showToast({ type: 'success', message: t('toast.cancelled', { number: invoice.number }) }),
                onError: failed,
              }),
          ),
        onDelete: (invoice: InvoiceOnWire) =>
          confirm(t('confirm.deleteTitle'), t('confirm.delete'), t('confirm.deleteButton'), 'red', () =>
            remove.mutate(invoice.id, {
              onSuccess: () => showToast({ type: 'success', message: t('toast.deleted') }),
              onError: failed,
            }),
          ),
      }
    : {};

  const errored = summary.isError || list.isError;
  const retry = () => {
    void summary.refetch();
    void list.refetch();
  };

  return (
    <Stack gap="lg">
      {/* The cards' frame holds their place while the figures load, so the filters below never move (issue #19). */}
      {summary.data ? <SummaryCards summary={summary.data} /> : summary.isPending ? <SummaryCardsSkeleton /> : null}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" style={{ flex: '1 1 420px' }}>
          <TextInput
            style={{ flex: '1 1 240px' }}
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <DeferredSelect
            w={180}
            label={t('list.statusFilter')}
            data={[
              { value: 'all', label: t('status.all') },
              ...INVOICE_STATUSES.filter((s) => manage || s !== 'draft').map((s) => ({
                value: s,
                label: t(`status.${s}`),
              })),
            ]}
            value={status ?? 'all'}
            allowDeselect={false}
            onChange={(value) => setStatus(!value || value === 'all' ? null : (value as InvoiceStatus))}
          />
        </Group>
        {manage && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ invoice: null })}
            {...preloadOnIntent(loadForm)}
          >
            {t('list.create')}
          </Button>
        )}
      </Group>

      {(list.isPending || summary.isPending) && !errored && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader role="status" aria-label={t('list.loading')} />
            <Text c="dimmed" size="sm">
              {t('list.loading')}
            </Text>
          </Stack>
        </Center>
      )}
      {errored && (
        <Alert color="red" title={t('list.errorTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(list.error ?? summary.error, t('list.errorText'))}</Text>
            <Button size="xs" variant="white" color="red" onClick={retry}>
              {t('list.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('list.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              actions={{ onView: (i) => setOpen(i.id), paymentActions, ...actions }}
            />
          ))}
        </SimpleGrid>
      )}
      {list.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('list.more')}
          </Button>
        </Group>
      )}

      <WhenOpened opened={openId !== null}>
        <InvoiceDetailsModal
          id={openId}
          onClose={() => setOpen(null)}
          paymentActions={paymentActions}
          applyingLateFee={lateFee.isPending}
          onApplyLateFee={
            manage
              ? (id) =>
                  lateFee.mutate(id, {
                    onSuccess: (invoice) =>
                      showToast({ type: 'success', message: t('toast.lateFee', { number: invoice.number }) }),
                    onError: failed,
                  })
              : undefined
          }
        />
      </WhenOpened>
      <WhenOpened opened={form !== null}>
        <InvoiceFormModal
          opened={form !== null}
          invoice={form?.invoice ?? null}
          onClose={closeForm}
          onSaved={(invoice, created) => {
            closeForm();
            showToast({
              type: 'success',
              message: t(created ? 'toast.created' : 'toast.updated', { number: invoice.number }),
            });
          }}
        />
      </WhenOpened>
    </Stack>
  );
}
