import type { PayrollRunStatus } from '@agency/shared/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PayrollRunStatus, string> = { draft: 'gray', processing: 'blue', paid: 'green', failed: 'red' };

export function RunStatusBadge({ status }: { status: PayrollRunStatus }) {
  const { t } = useTranslation('payroll');
  return (
    <Badge color={COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`runStatus.${status}`)}
    </Badge>
  );
}
