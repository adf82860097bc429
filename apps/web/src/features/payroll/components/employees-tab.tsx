import type { EmployeeOnWire } from '@agency/shared/payroll-api';
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { EmployeeFormModal } from './employee-form-modal';

/** Employees (001 §2): pay, payout and status of each person on payroll; an agent sees only their own row (D7). */
export function EmployeesTab({
  employees,
  manage,
  onAdd,
}: {
  employees: EmployeeOnWire[];
  manage: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation('payroll');
  const format = useFormat();
  const [editing, setEditing] = useState<EmployeeOnWire | null>(null);
  const pay = (employee: EmployeeOnWire) =>
    employee.payType === 'salary'
      ? t('employees.perYear', { amount: format.money(employee.annualSalaryCents) })
      : t('employees.perHour', { amount: format.money(employee.hourlyRateCents) });
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('employees.list')}
        </Title>
        {manage && (
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
            {t('states.addEmployee')}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={900} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table verticalSpacing="sm" aria-label={t('employees.list')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employees.employee')}</Table.Th>
              <Table.Th>{t('employees.pay')}</Table.Th>
              <Table.Th>{t('employees.costRate')}</Table.Th>
              <Table.Th>{t('employees.method')}</Table.Th>
              <Table.Th>{t('employees.status')}</Table.Th>
              <Table.Th>{t('employees.lastPayment')}</Table.Th>
              {manage && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {employees.map((employee) => (
              <Table.Tr key={employee.id}>
                <Table.Td style={{ minWidth: 170 }}>
                  <Stack gap={0}>
                    <Text fw={500}>{employee.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[employee.jobTitle ?? employee.email, employee.department].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Stack gap={0}>
                    <Text size="sm">{pay(employee)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`payType.${employee.payType}`)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {format.money(employee.effectiveCostRateCents)}
                  {employee.costRateCents === null && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({t('employees.derived')})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`payoutMethod.${employee.payoutMethod}`)}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={employee.status === 'active' ? 'green' : 'gray'}
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(`employmentStatus.${employee.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {employee.lastPayment ? (
                    <Stack gap={0}>
                      <Text size="sm">{format.money(employee.lastPayment.amountCents)}</Text>
                      <Text size="xs" c={employee.lastPayment.status === 'failed' ? 'red' : 'dimmed'}>
                        {format.date(employee.lastPayment.date)} · {t(`runStatus.${employee.lastPayment.status}`)}
                      </Text>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('employees.never')}
                    </Text>
                  )}
                </Table.Td>
                {manage && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('employees.editOf', { name: employee.name })}
                      onClick={() => setEditing(employee)}
                    >
                      <IconPencil size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {manage && <EmployeeFormModal opened={editing !== null} employee={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
