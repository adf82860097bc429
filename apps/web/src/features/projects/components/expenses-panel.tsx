import { type CreateExpenseBody, createExpenseBody } from '@agency/shared/projects';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CentsInput } from '../../../components/money-input';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { today } from '../../../lib/today';
import { useExpenses } from '../api/list-expenses';
import { useRecordExpense } from '../api/record-expense';

/** The Expenses tab (agency only): what was spent, recorded here; a project's "spent" is their sum (D13). */
export function ExpensesPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const expenses = useExpenses(projectId);
  const items = expenses.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <ExpenseForm projectId={projectId} />
      {expenses.isError && <Alert color="red">{errorMessage(expenses.error, t('expenses.loadFailed'))}</Alert>}
      {expenses.isSuccess && items.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t('expenses.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('expenses.date')}</Table.Th>
                  <Table.Th>{t('expenses.description')}</Table.Th>
                  <Table.Th>{t('expenses.recordedBy')}</Table.Th>
                  <Table.Th ta="right">{t('expenses.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((expense) => (
                  <Table.Tr key={expense.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(expense.incurredOn)}</Table.Td>
                    <Table.Td>{expense.description}</Table.Td>
                    <Table.Td>{expense.createdByName ?? '—'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.money(expense.amountCents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {expenses.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => expenses.fetchNextPage()} loading={expenses.isFetchingNextPage}>
            {t('list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

type Values = { description: string; amountCents: number; incurredOn: string };

function ExpenseForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const record = useRecordExpense();
  const form = useSchemaForm<Values>(createExpenseBody, {
    initialValues: { description: '', amountCents: 0, incurredOn: today() },
  });
  const submit = form.onSubmit((values) =>
    record.mutate(
      { projectId, body: values satisfies CreateExpenseBody },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('expenses.recorded') });
          form.reset();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  const amount = form.getInputProps('amountCents');

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{t('expenses.record')}</Text>
          {record.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(record.error, t('expenses.saveFailed'))}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={t('expenses.description')} {...form.getInputProps('description')} required />
            <CentsInput
              label={t('expenses.amount')}
              required
              error={amount.error}
              cents={form.getValues().amountCents}
              onCents={(cents) => form.setFieldValue('amountCents', cents ?? 0)}
            />
            <TextInput type="date" label={t('expenses.date')} {...form.getInputProps('incurredOn')} required />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending}>
              {t('expenses.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
