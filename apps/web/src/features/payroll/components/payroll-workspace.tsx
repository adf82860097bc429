import { can } from '@agency/shared/permissions';
import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useUrlState } from '../../../lib/url-state';
import { usePayrollSummary } from '../api/get-summary';
import { useEmployees } from '../api/list-employees';
import { EmployeeFormModal } from './employee-form-modal';
import { EmployeesTab } from './employees-tab';
import { FinancialsTab } from './financials-tab';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { ReportsTab } from './reports-tab';
import { StripeModal } from './stripe-modal';

const TABS = ['overview', 'employees', 'payments', 'financials', 'reports'] as const;
type Tab = (typeof TABS)[number];

/**
 * The Payroll workspace (001 §2, D7): an admin sees every tab; an agent their own pay in Overview, Employees and
 * Payments. States word for word: loading, error with Try Again, and No Payroll Data with its two buttons.
 */
export function PayrollWorkspace() {
  const { t } = useTranslation('payroll');
  const role = useSession().data?.user.role;
  const manage = can(role, 'payroll:manage');
  const summary = usePayrollSummary();
  const employees = useEmployees();
  const [params, update] = useUrlState();
  const [adding, setAdding] = useState(false);
  const [stripe, setStripe] = useState(false);
  const tabs = TABS.filter((tab) => manage || tab === 'overview' || tab === 'employees' || tab === 'payments');
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'overview';

  if (summary.isPending || employees.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-hidden="true" />
          <Text c="dimmed" role="status">
            {t('states.loading')}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (summary.isError || employees.isError) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} title={t('states.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('states.errorText')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              void summary.refetch();
              void employees.refetch();
            }}
          >
            {t('states.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const modals = (
    <>
      {manage && <EmployeeFormModal opened={adding} employee={null} onClose={() => setAdding(false)} />}
      <StripeModal opened={stripe} provider={summary.data.payoutProvider} onClose={() => setStripe(false)} />
    </>
  );

  if (employees.data.items.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <IconReceipt2 size={40} aria-hidden="true" stroke={1.5} />
        <Title order={2} size="h3">
          {t('states.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={420}>
          {manage ? t('states.emptyText') : t('states.emptyOwn')}
        </Text>
        {manage && (
          <Group justify="center">
            <Button variant="default" onClick={() => setStripe(true)}>
              {t('states.connectStripe')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
              {t('states.addEmployee')}
            </Button>
          </Group>
        )}
        {modals}
      </Stack>
    );
  }

  return (
    <>
      <Tabs
        value={tab}
        onChange={(value) => update({ tab: value === 'overview' ? null : value }, true)}
        keepMounted={false}
      >
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} style={{ whiteSpace: 'nowrap' }}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab summary={summary.data} manage={manage} onConnectStripe={() => setStripe(true)} />
        </Tabs.Panel>
        <Tabs.Panel value="employees">
          <EmployeesTab employees={employees.data.items} manage={manage} onAdd={() => setAdding(true)} />
        </Tabs.Panel>
        <Tabs.Panel value="payments">
          <PaymentsTab />
        </Tabs.Panel>
        {manage && (
          <Tabs.Panel value="financials">
            <FinancialsTab />
          </Tabs.Panel>
        )}
        {manage && (
          <Tabs.Panel value="reports">
            <ReportsTab />
          </Tabs.Panel>
        )}
      </Tabs>
      {modals}
    </>
  );
}
