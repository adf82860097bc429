import { formatMinutes } from '@agency/shared/time-values';
import { Button } from '@mantine/core';
import { IconClockDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useBillTime } from '../api/bill-time';

/**
 * Add approved time (a draft invoice of a project): the project's approved, billable, not yet invoiced time becomes
 * one line per task at the project's hourly rate; the server bills each entry once.
 */
export function BillTimeButton({ invoiceId, projectId }: { invoiceId: string; projectId: string }) {
  const { t } = useTranslation('time');
  const bill = useBillTime();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconClockDollar size={14} aria-hidden="true" />}
      loading={bill.isPending}
      onClick={() =>
        bill.mutate(
          { invoiceId, projectId },
          {
            onSuccess: (result) =>
              showToast({
                type: 'success',
                message: t('bill.done', { count: result.lines, hours: formatMinutes(result.minutes) }),
              }),
            onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('errors.save')) }),
          },
        )
      }
    >
      {t('bill.button')}
    </Button>
  );
}
