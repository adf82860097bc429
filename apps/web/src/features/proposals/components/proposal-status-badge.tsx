import type { ProposalStatus } from '@agency/shared/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ProposalStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  viewed: 'cyan',
  approved: 'teal',
  rejected: 'red',
  expired: 'orange',
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation('proposals');
  return (
    // Never squeezed to "D..." beside a long title on a phone.
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
