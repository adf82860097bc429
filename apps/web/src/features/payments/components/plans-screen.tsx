import type { SubscriptionOnWire } from '@agency/shared/payments';
import { type BillingCycle, PLAN_IDS, PLANS, type PlanId } from '@agency/shared/plan-catalogue';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useSubscription } from '../api/subscription';
import { ClientPicker } from './client-picker';
import { InvoicesToPay } from './invoices-to-pay';
import { PendingChangeBanner, PlanChangeModal, type PlanTarget } from './plan-change-modal';

const GB = 1024 ** 3;

/** Plans (001 §3, §9): the organisation's current plan and the three plans with a Monthly/Yearly toggle. */
export function PlansScreen({ pickClient }: { pickClient: boolean }) {
  const { t } = useTranslation('payments');
  const [clientId, setClientId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      {pickClient && <ClientPicker value={clientId} onChange={setClientId} />}
      {!pickClient || clientId ? <Plans clientId={clientId} /> : <Text c="dimmed">{t('client.choose')}</Text>}
      {!pickClient && <InvoicesToPay />}
    </Stack>
  );
}

function Plans({ clientId }: { clientId: string | null }) {
  const { t } = useTranslation('payments');
  const subscription = useSubscription(clientId);
  const [cycle, setCycle] = useState<BillingCycle | null>(null);
  // The change being confirmed (issue #18 point 20): a click only opens its confirmation.
  const [target, setTarget] = useState<PlanTarget | null>(null);
  if (subscription.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('plans.loading')} />
      </Center>
    );
  }
  if (subscription.isError) {
    return (
      <Alert color="red" title={t('plans.errorTitle')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {errorMessage(subscription.error, 'Failed to load billing data. Please check your connection.')}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => subscription.refetch()}>
            {t('plans.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const current = subscription.data;
  const shown = cycle ?? current.billingCycle;
  return (
    <Stack gap="lg">
      <PlanChangeModal clientId={clientId} target={target} onClose={() => setTarget(null)} />
      <PendingChangeBanner subscription={current} clientId={clientId} />
      <CurrentPlan
        subscription={current}
        onCancel={() => setTarget({ plan: 'starter', billingCycle: current.billingCycle })}
      />
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('plans.available')}
        </Title>
        <SegmentedControl
          value={shown}
          onChange={(value) => setCycle(value as BillingCycle)}
          data={[
            { value: 'monthly', label: t('plans.monthly') },
            { value: 'yearly', label: t('plans.yearlySave') },
          ]}
          aria-label={t('plans.cycle')}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PLAN_IDS.map((id) => (
          <PlanCard key={id} id={id} cycle={shown} current={current} onChoose={setTarget} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CurrentPlan({ subscription, onCancel }: { subscription: SubscriptionOnWire; onCancel: () => void }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const plan = PLANS[subscription.plan];
  const limit = (value: number | null) => (value === null ? t('plans.unlimited') : format.number(value));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('plans.current')}
            </Text>
            <Title order={2} size="h3">
              {t(`plans.names.${subscription.plan}`)}
            </Title>
            {subscription.clientName && (
              <Text size="sm" c="dimmed">
                {subscription.clientName}
              </Text>
            )}
          </Stack>
          {subscription.cancelAtPeriodEnd && (
            <Badge color="yellow" variant="light">
              {t('plans.cancelling')}
            </Badge>
          )}
        </Group>
        <Text>
          {subscription.nextBillingDate
            ? t('plans.nextBilling', {
                amount: format.money(subscription.amountCents),
                date: format.date(subscription.nextBillingDate),
                cycle: t(`plans.per.${subscription.billingCycle}`),
              })
            : subscription.plan === 'starter'
              ? t('plans.free')
              : t('plans.noRenewal')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('plans.usage', {
            projects: format.number(subscription.usage.projects),
            projectLimit: limit(plan.limits.projects),
            members: format.number(subscription.usage.members),
            memberLimit: limit(plan.limits.members),
          })}
        </Text>
        {subscription.plan !== 'starter' && !subscription.cancelAtPeriodEnd && (
          <Group>
            <Button variant="default" color="red" onClick={onCancel}>
              {t('plans.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function PlanCard({
  id,
  cycle,
  current,
  onChoose,
}: {
  id: PlanId;
  cycle: BillingCycle;
  current: SubscriptionOnWire;
  onChoose: (target: PlanTarget) => void;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const plan = PLANS[id];
  const isCurrent =
    current.plan === id && (id === 'starter' || current.billingCycle === cycle) && !current.cancelAtPeriodEnd;
  const higher = plan.priceCents.monthly > PLANS[current.plan].priceCents.monthly;
  const label = isCurrent
    ? t('plans.currentPlan')
    : current.plan === id && current.cancelAtPeriodEnd
      ? t('plans.resume')
      : current.plan === id
        ? t('plans.switchCycle')
        : higher
          ? t('plans.upgrade')
          : t('plans.downgrade');
  const limits = plan.limits;
  const features = [
    limits.projects === null
      ? t('plans.features.unlimitedProjects')
      : t('plans.features.projects', { count: limits.projects }),
    limits.members === null
      ? t('plans.features.unlimitedMembers')
      : t('plans.features.members', { count: limits.members }),
    limits.storageBytes === null
      ? t('plans.features.unlimitedStorage')
      : t('plans.features.storage', { size: format.number(limits.storageBytes / GB) }),
  ];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t(`plans.names.${id}`)}
          </Title>
          {plan.popular && <Badge variant="light">{t('plans.popular')}</Badge>}
        </Group>
        <Text>
          <Text span fz={28} fw={700}>
            {format.money(plan.priceCents[cycle])}
          </Text>{' '}
          <Text span c="dimmed">
            {t(`plans.per.${cycle}`)}
          </Text>
        </Text>
        <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          variant={isCurrent ? 'default' : higher ? 'filled' : 'light'}
          disabled={isCurrent || (id === 'starter' && current.plan === 'starter')}
          onClick={() => onChoose({ plan: id, billingCycle: cycle })}
          aria-label={`${label}: ${t(`plans.names.${id}`)}`}
        >
          {label}
        </Button>
      </Stack>
    </Card>
  );
}
