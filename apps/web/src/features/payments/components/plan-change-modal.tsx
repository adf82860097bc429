import type { SubscriptionOnWire } from '@agency/shared/payments';
import { type BillingCycle, PLAN_UNDO_MS, type PlanId } from '@agency/shared/plan-catalogue';
import type { PlanQuoteOnWire } from '@agency/shared/plans';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useCancelPlan, useChangePlan, usePlanQuote, useUndoPlanChange } from '../api/subscription';

export interface PlanTarget {
  plan: PlanId;
  billingCycle: BillingCycle;
}

/**
 * The confirmation of a plan change (issue #18 point 20): nothing changes on the plan card's click; this states
 * the new price, the date it starts and the proration from the server's quote, and only Confirm makes the change.
 */
export function PlanChangeModal({
  clientId,
  target,
  onClose,
}: {
  clientId: string | null;
  target: PlanTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('plans.confirm.title')} centered size="md">
      {target && <PlanChangeConfirm clientId={clientId} target={target} onDone={onClose} />}
    </Modal>
  );
}

function PlanChangeConfirm({
  clientId,
  target,
  onDone,
}: {
  clientId: string | null;
  target: PlanTarget;
  onDone: () => void;
}) {
  const { t } = useTranslation('payments');
  const quote = usePlanQuote(clientId, target);
  const change = useChangePlan(clientId);
  const cancel = useCancelPlan(clientId);
  const busy = change.isPending || cancel.isPending;
  const failed = change.error ?? cancel.error;
  if (quote.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('plans.confirm.loading')} />
      </Center>
    );
  }
  if (quote.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(quote.error, 'Failed to create subscription')}
      </Alert>
    );
  }
  const facts = quote.data;
  const plan = t(`plans.names.${facts.plan}`);
  const confirm = async () => {
    try {
      const result =
        facts.kind === 'cancel'
          ? await cancel.mutateAsync(undefined)
          : await change.mutateAsync({
              plan: target.plan,
              billingCycle: target.billingCycle,
              expectedAmountDueCents: facts.amountDueCents,
            });
      showToast({
        type: 'success',
        message:
          facts.kind === 'cancel'
            ? t('plans.cancelled')
            : result.invoiceNumber
              ? t('plans.changedWithDraft', { plan, number: result.invoiceNumber })
              : t('plans.changed', { plan }),
      });
      onDone();
    } catch {
      // Shown below; a changed price refetches the quote so the new one is what is confirmed.
      await quote.refetch();
    }
  };
  return (
    <Stack gap="md">
      <Text>{t(`plans.confirm.summary.${facts.kind}`, { plan })}</Text>
      <QuoteFacts quote={facts} />
      {facts.undoable && (
        <Text size="sm" c="dimmed">
          {t('plans.confirm.undoNote', { minutes: PLAN_UNDO_MS / 60_000 })}
        </Text>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {errorMessage(failed, 'Failed to create subscription')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={busy}>
          {t('plans.confirm.back')}
        </Button>
        <Button color={facts.kind === 'cancel' ? 'red' : undefined} loading={busy} onClick={() => void confirm()}>
          {t(`plans.confirm.action.${facts.kind}`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** The quote's facts, as a two-column table: new price, start, proration, due now, next billing. */
function QuoteFacts({ quote }: { quote: PlanQuoteOnWire }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const rows: [string, string][] = [
    [
      t('plans.confirm.newPrice'),
      quote.kind === 'cancel'
        ? t('plans.confirm.starterFree')
        : `${format.money(quote.priceCents)}${t(`plans.per.${quote.billingCycle}`)}`,
    ],
    [t('plans.confirm.starts'), format.date(quote.startsAt)],
    [
      t('plans.confirm.proration'),
      quote.creditCents > 0
        ? t('plans.confirm.credit', { amount: format.money(quote.creditCents) })
        : t('plans.confirm.noProration'),
    ],
  ];
  if (quote.kind !== 'cancel') rows.push([t('plans.confirm.dueNow'), format.money(quote.amountDueCents)]);
  if (quote.nextBillingDate) rows.push([t('plans.confirm.nextBilling'), format.date(quote.nextBillingDate)]);
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The last plan change, while it can be undone: until its invoice is sent. */
export function PendingChangeBanner({
  subscription,
  clientId,
}: {
  subscription: SubscriptionOnWire;
  clientId: string | null;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const undo = useUndoPlanChange(clientId);
  const pending = subscription.pendingChange;
  const until = pending ? new Date(pending.undoUntil).getTime() : 0;
  const [open, setOpen] = useState(() => until > Date.now());
  // The window closes on its own: the banner goes then, even before the server's event arrives.
  useEffect(() => {
    setOpen(until > Date.now());
    if (until <= Date.now()) return;
    const timer = window.setTimeout(() => setOpen(false), until - Date.now());
    return () => window.clearTimeout(timer);
  }, [until]);
  // Confirmed on a phone, the plan cards are far below the banner: bring its Undo into view when a change appears.
  const banner = useRef<HTMLDivElement>(null);
  const shown = Boolean(pending && open);
  useEffect(() => {
    if (shown) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  if (!pending || !open) return null;
  return (
    <Alert ref={banner} color="blue" title={t('plans.undo.title')} style={{ scrollMarginTop: 80 }}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {pending.invoiceNumber
            ? t('plans.undo.withInvoice', { number: pending.invoiceNumber, time: format.dateTime(pending.undoUntil) })
            : t('plans.undo.withoutInvoice', { time: format.dateTime(pending.undoUntil) })}
        </Text>
        <Button
          size="xs"
          variant="light"
          loading={undo.isPending}
          onClick={() =>
            void undo
              .mutateAsync(undefined)
              .then(() => showToast({ type: 'info', message: t('plans.undo.done') }))
              .catch(() => undefined)
          }
        >
          {t('plans.undo.button')}
        </Button>
        {undo.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(undo.error, 'Failed to undo the plan change')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
