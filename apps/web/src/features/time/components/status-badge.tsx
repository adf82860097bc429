import type { TimesheetStatus } from '@agency/shared/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TimesheetStatus, string> = {
  open: 'gray',
  submitted: 'blue',
  approved: 'green',
  returned: 'orange',
};

export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  const { t } = useTranslation('time');
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="week-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
