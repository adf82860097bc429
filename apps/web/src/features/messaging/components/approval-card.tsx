import type { ApprovalOnWire } from '@agency/shared/messaging';
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconFile, IconPencil, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useDecideApproval } from '../api/decide-approval';

export const APPROVAL_COLOR: Record<ApprovalOnWire['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  'changes-requested': 'orange',
};

/**
 * An approval request in the thread: what is to be approved, its state, and for a client of the project while it
 * is pending, Approve or Request changes (with a comment). Once decided it shows who decided and when.
 */
export function ApprovalCard({
  approval,
  note,
  canDecide,
}: {
  approval: ApprovalOnWire;
  note: string;
  canDecide: boolean;
}) {
  const { t } = useTranslation('messaging');
  const format = useFormat();
  const decide = useDecideApproval();
  const [changing, setChanging] = useState(false);
  const [comment, setComment] = useState('');

  const submit = (decision: 'approved' | 'changes-requested') =>
    decide.mutate(
      { id: approval.id, body: { decision, comment: decision === 'approved' ? '' : comment } },
      {
        onSuccess: () => setChanging(false),
        onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('approval.failed')) }),
      },
    );

  const status = t(`approval.status.${approval.status}`);
  return (
    <Card withBorder radius="md" padding="sm" w="100%" maw={520} data-testid="approval-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconRosetteDiscountCheck size={18} aria-hidden="true" />
            <Text fw={600} size="sm">
              {t('approval.title')}
            </Text>
          </Group>
          <Badge color={APPROVAL_COLOR[approval.status]} variant="light">
            {status}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          {approval.subjectType === 'file' && <IconFile size={16} aria-hidden="true" />}
          <Text size="sm" fw={500}>
            {t(approval.subjectType === 'deliverable' ? 'approval.deliverable' : 'approval.file', {
              name: approval.subjectName,
            })}
          </Text>
        </Group>
        {note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note}
          </Text>
        )}
        {approval.requestedByName && (
          <Text size="xs" c="dimmed">
            {t('approval.requestedBy', { name: approval.requestedByName })}
          </Text>
        )}
        {approval.decidedAt && (
          <Alert color={APPROVAL_COLOR[approval.status]} variant="light" p="xs">
            <Text size="sm">
              {t('approval.decided', {
                status,
                name: approval.decidedByName ?? t('message.formerMember'),
                date: format.dateTime(approval.decidedAt),
              })}
            </Text>
            {approval.comment && (
              <Text size="sm" mt={4} fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
                {approval.comment}
              </Text>
            )}
          </Alert>
        )}
        {canDecide && approval.status === 'pending' && !changing && (
          <Group gap="xs">
            <Button
              size="xs"
              color="green"
              leftSection={<IconCheck size={14} aria-hidden="true" />}
              loading={decide.isPending}
              onClick={() => submit('approved')}
            >
              {t('approval.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              onClick={() => setChanging(true)}
            >
              {t('approval.requestChanges')}
            </Button>
          </Group>
        )}
        {canDecide && approval.status === 'pending' && changing && (
          <Stack gap="xs">
            <Textarea
              label={t('approval.comment')}
              autosize
              minRows={2}
              maxLength={2000}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              data-autofocus
            />
            <Group gap="xs">
              <Button
                size="xs"
                color="orange"
                disabled={comment.trim() === ''}
                loading={decide.isPending}
                onClick={() => submit('changes-requested')}
              >
                {t('approval.sendChanges')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setChanging(false)}>
                {t('approval.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
