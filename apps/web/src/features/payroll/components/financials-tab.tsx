import { Alert, Anchor, Button, Card, Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useCompanyFinancials } from '../api/get-company-financials';
import { StatCard } from './stat-card';

/** Company Financials: revenue, payroll cost, expenses and net for each of the last 12 months, from the server. */
export function FinancialsTab() {
  const { t } = useTranslation('payroll');
  const format = useFormat();
  const financials = useCompanyFinancials(true);
  if (financials.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('states.loading')} />
      </Center>
    );
  }
  if (financials.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(financials.error, t('financials.failed'))}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => financials.refetch()}>
            {t('states.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { months, totals, projects } = financials.data;
  const month = (value: string) => format.date(`${value}-01`, { month: 'short', year: 'numeric' });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label={t('financials.revenue')}
          value={format.money(totals.revenueCents)}
          note={t('financials.total')}
        />
        <StatCard
          label={t('financials.payroll')}
          value={format.money(totals.payrollCents)}
          note={t('financials.total')}
        />
        <StatCard
          label={t('financials.expenses')}
          value={format.money(totals.expensesCents)}
          note={t('financials.total')}
        />
        <StatCard label={t('financials.net')} value={format.money(totals.netCents)} note={t('financials.total')} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('financials.title')}
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          {t('financials.note')}
        </Text>
        <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table verticalSpacing="xs" striped aria-label={t('financials.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('financials.month')}</Table.Th>
                <Table.Th ta="right">{t('financials.revenue')}</Table.Th>
                <Table.Th ta="right">{t('financials.payroll')}</Table.Th>
                <Table.Th ta="right">{t('financials.expenses')}</Table.Th>
                <Table.Th ta="right">{t('financials.net')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...months].reverse().map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{month(row.month)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.revenueCents)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.payrollCents)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.expensesCents)}</Table.Td>
                  <Table.Td ta="right" fw={600} c={row.netCents < 0 ? 'red' : undefined}>
                    {format.money(row.netCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('financials.projectsTitle')}
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          {t('financials.projectsNote')}
        </Text>
        {projects.length === 0 ? (
          <Text size="sm">{t('financials.projectsNone')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table verticalSpacing="xs" striped aria-label={t('financials.projectsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('financials.project')}</Table.Th>
                  <Table.Th ta="right">{t('financials.invoiced')}</Table.Th>
                  <Table.Th ta="right">{t('financials.timeCost')}</Table.Th>
                  <Table.Th ta="right">{t('financials.expenses')}</Table.Th>
                  <Table.Th ta="right">{t('financials.profit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {projects.map((project) => (
                  <Table.Tr key={project.projectId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/dashboard/projects/${project.projectId}`} size="sm">
                        {project.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{format.money(project.invoicedCents)}</Table.Td>
                    <Table.Td ta="right">{format.money(project.costCents)}</Table.Td>
                    <Table.Td ta="right">{format.money(project.expensesCents)}</Table.Td>
                    <Table.Td ta="right" fw={600} c={project.profitCents < 0 ? 'red' : undefined}>
                      {format.money(project.profitCents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
