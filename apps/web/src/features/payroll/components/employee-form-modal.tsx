import { EMPLOYMENT_STATUSES, PAYOUT_METHODS, PAYROLL_PAY_TYPES } from '@agency/shared/enums';
import { dollarsToCents } from '@agency/shared/money';
import {
  type CreateProfileBody,
  createProfileBody,
  type EmployeeOnWire,
  updateProfileBody,
} from '@agency/shared/payroll-api';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, parseAmount, type TypedNumber } from '../../../components/money-input';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { today } from '../../../lib/today';
import { useCandidates } from '../api/list-candidates';
import { useSaveEmployee } from '../api/save-employee';

/** Add Employee (a staff user without a profile) or Edit profile: pay, cost rate, payout and status. */
export function EmployeeFormModal({
  opened,
  employee,
  onClose,
}: {
  opened: boolean;
  employee: EmployeeOnWire | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('payroll');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={employee ? t('employees.editOf', { name: employee.name }) : t('form.addTitle')}
      centered
      size="lg"
    >
      {opened && <EmployeeForm employee={employee} onDone={onClose} />}
    </Modal>
  );
}

type Values = Required<Omit<CreateProfileBody, 'payoutAccountRef'>> & { payoutAccountRef: string };

function EmployeeForm({ employee, onDone }: { employee: EmployeeOnWire | null; onDone: () => void }) {
  const { t } = useTranslation('payroll');
  const candidates = useCandidates(employee === null);
  const save = useSaveEmployee();
  const form = useSchemaForm<Values>(employee ? updateProfileBody : createProfileBody, {
    initialValues: {
      userId: employee?.userId ?? '',
      payType: employee?.payType ?? 'salary',
      annualSalaryCents: employee?.annualSalaryCents ?? 0,
      hourlyRateCents: employee?.hourlyRateCents ?? 0,
      costRateCents: employee?.costRateCents ?? null,
      payoutMethod: employee?.payoutMethod ?? 'direct_deposit',
      payoutAccountRef: employee?.payoutAccountRef ?? '',
      status: employee?.status ?? 'active',
      startDate: employee?.startDate ?? today(),
    },
  });
  // Money fields keep what is typed; the form holds cents (components/money-input.tsx).
  const [salary, setSalary] = useState<TypedNumber>((employee?.annualSalaryCents ?? 0) / 100 || '');
  const [rate, setRate] = useState<TypedNumber>((employee?.hourlyRateCents ?? 0) / 100 || '');
  const [cost, setCost] = useState<TypedNumber>(employee?.costRateCents != null ? employee.costRateCents / 100 : '');
  const cents = (value: TypedNumber) => dollarsToCents(parseAmount(value) ?? 0);

  const submit = form.onSubmit(({ userId, ...values }) => {
    const body = employee ? values : { userId, ...values };
    return save
      .mutateAsync({ id: employee?.id ?? null, body })
      .then(() => {
        showToast({ type: 'success', message: t('form.saved') });
        onDone();
      })
      .catch((error: unknown) => showServerErrors(form, error));
  });
  const options = candidates.data?.items.map((person) => ({
    value: person.id,
    label: `${person.name} (${person.email})`,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {!employee &&
          (options && options.length === 0 ? (
            <Text c="dimmed">{t('form.noCandidates')}</Text>
          ) : (
            <Select
              label={t('form.person')}
              placeholder={t('form.personPlaceholder')}
              data={options ?? []}
              searchable
              required
              {...form.getInputProps('userId')}
            />
          ))}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="pay-type-label">
            {t('form.payType')}
          </Text>
          <SegmentedControl
            aria-labelledby="pay-type-label"
            data={PAYROLL_PAY_TYPES.map((value) => ({ value, label: t(`payType.${value}`) }))}
            {...form.getInputProps('payType')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {form.values.payType === 'salary' ? (
            <MoneyInput
              label={t('form.annualSalary')}
              required
              value={salary}
              error={form.errors.annualSalaryCents}
              onChange={(value) => {
                setSalary(value);
                form.setFieldValue('annualSalaryCents', cents(value));
              }}
            />
          ) : (
            <MoneyInput
              label={t('form.hourlyRate')}
              required
              value={rate}
              error={form.errors.hourlyRateCents}
              onChange={(value) => {
                setRate(value);
                form.setFieldValue('hourlyRateCents', cents(value));
              }}
            />
          )}
          <MoneyInput
            label={t('form.costRate')}
            description={t('form.costRateHint')}
            value={cost}
            error={form.errors.costRateCents}
            onChange={(value) => {
              setCost(value);
              form.setFieldValue('costRateCents', parseAmount(value) === null ? null : cents(value));
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('form.payoutMethod')}
            data={PAYOUT_METHODS.map((value) => ({ value, label: t(`payoutMethod.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('payoutMethod')}
          />
          <TextInput
            label={t('form.payoutAccount')}
            description={t('form.payoutAccountHint')}
            maxLength={120}
            {...form.getInputProps('payoutAccountRef')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('form.status')}
            data={EMPLOYMENT_STATUSES.map((value) => ({ value, label: t(`employmentStatus.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <TextInput type="date" label={t('form.startDate')} required {...form.getInputProps('startDate')} />
        </SimpleGrid>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t('form.failed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
