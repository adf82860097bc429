import { type ProcessRunBody, processRunBody } from '@agency/shared/payroll-api';
import { Alert, Button, Fieldset, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { today } from '../../../lib/today';
import { usePreview } from '../api/get-preview';
import { useProcessRun } from '../api/process-run';

/** The current calendar month, paid on its last day: what a monthly payroll usually processes. */
function thisMonth(): ProcessRunBody {
  const [year, month] = today().split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { periodStart: `${today().slice(0, 7)}-01`, periodEnd: last, paymentDate: last };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Process Payroll (001 §2): the period, the payment date, the summary from the server, then one run paid once. */
export function ProcessPayrollDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('payroll');
  return (
    <Modal opened={opened} onClose={onClose} title={t('process.title')} centered size="lg">
      {opened && <ProcessPanel onDone={onClose} />}
    </Modal>
  );
}

function ProcessPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('payroll');
  const format = useFormat();
  const form = useSchemaForm<ProcessRunBody>(processRunBody, { initialValues: thisMonth() });
  const { periodStart, periodEnd } = form.values;
  const ready = ISO_DATE.test(periodStart) && ISO_DATE.test(periodEnd) && periodEnd >= periodStart;
  const preview = usePreview(periodStart, periodEnd, ready);
  const process = useProcessRun();

  const submit = form.onSubmit((body) =>
    process
      .mutateAsync(body)
      .then((run) => {
        showToast({
          type: run.replayed ? 'info' : 'success',
          message: run.replayed ? t('process.replayed') : t('process.done', { count: run.employeeCount }),
        });
        onDone();
      })
      .catch((error: unknown) => showServerErrors(form, error)),
  );

  const figure = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Stack>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t('process.payPeriod')} variant="unstyled" p={0}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="date" label={t('process.from')} required {...form.getInputProps('periodStart')} />
            <TextInput type="date" label={t('process.to')} required {...form.getInputProps('periodEnd')} />
          </SimpleGrid>
        </Fieldset>
        <TextInput type="date" label={t('process.paymentDate')} required {...form.getInputProps('paymentDate')} />
        <Stack gap="xs" aria-live="polite">
          <Text fw={600}>{t('process.summary')}</Text>
          {preview.isFetching && !preview.data ? (
            <Loader size="sm" />
          ) : preview.isError ? (
            <Text c="red" size="sm">
              {errorMessage(preview.error, t('process.failed'))}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, xs: 4 }}>
              {figure(t('process.totalEmployees'), format.number(preview.data?.employeeCount ?? 0))}
              {figure(t('process.grossPayroll'), format.money(preview.data?.grossCents ?? 0))}
              {figure(t('process.netPayroll'), format.money(preview.data?.netCents ?? 0))}
              {figure(t('process.fees'), format.money(preview.data?.feesCents ?? 0))}
            </SimpleGrid>
          )}
          <Text size="xs" c="dimmed">
            {t('process.hoursNote')}
          </Text>
          {preview.data?.overlapping && (
            <Alert color="yellow" p="xs">
              {t('process.overlap', {
                from: format.date(preview.data.overlapping.periodStart),
                to: format.date(preview.data.overlapping.periodEnd),
              })}
            </Alert>
          )}
        </Stack>
        {process.isError && (
          <Alert color="red" role="alert">
            {errorMessage(process.error, t('process.failed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('process.cancel')}
          </Button>
          <Button type="submit" loading={process.isPending} disabled={process.isPending}>
            {t('process.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
