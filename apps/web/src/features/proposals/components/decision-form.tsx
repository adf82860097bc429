import { PROPOSAL_MESSAGES, type ProposalDetail } from '@agency/shared/proposals';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { useApproveProposal, useRejectProposal } from '../api/proposal-actions';

/**
 * The client's decision: approve by typing their full name and ticking the agreement (a signed acceptance), or
 * reject with an optional reason. The server records who, where from, when and what exactly was accepted.
 */
export function DecisionForm({ proposal }: { proposal: ProposalDetail }) {
  const { t } = useTranslation('proposals');
  const [mode, setMode] = useState<'approve' | 'reject'>('approve');
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({});
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const failure = approve.error ?? reject.error;

  const submitApproval = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      name: fullName.trim() ? undefined : translateMessage(PROPOSAL_MESSAGES.nameRequired),
      agree: agree ? undefined : translateMessage(PROPOSAL_MESSAGES.agreementRequired),
    };
    setErrors(next);
    if (next.name || next.agree) return;
    approve.mutate(
      { id: proposal.id, body: { fullName, agree: true } },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('decision.approvedToast') }) },
    );
  };

  const submitRejection = (event: React.FormEvent) => {
    event.preventDefault();
    reject.mutate(
      { id: proposal.id, body: { reason } },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('decision.rejectedToast') }) },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t('decision.heading')}</Text>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'approve' | 'reject')}
          data={[
            { value: 'approve', label: t('decision.approveTab') },
            { value: 'reject', label: t('decision.rejectTab') },
          ]}
          aria-label={t('decision.heading')}
          style={{ alignSelf: 'flex-start' }}
        />
        {mode === 'approve' ? (
          <form onSubmit={submitApproval} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('decision.fullName')}
                description={t('decision.fullNameHint')}
                value={fullName}
                onChange={(event) => setFullName(event.currentTarget.value)}
                error={errors.name}
                autoComplete="name"
                required
              />
              <Checkbox
                label={t('decision.agreement', { number: proposal.number })}
                checked={agree}
                onChange={(event) => setAgree(event.currentTarget.checked)}
                error={errors.agree}
              />
              <Group justify="flex-end">
                <Button type="submit" color="teal" loading={approve.isPending}>
                  {t('decision.approve')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={submitRejection} noValidate>
            <Stack gap="sm">
              <Textarea
                label={t('decision.reasonLabel')}
                description={t('decision.optional')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                autosize
                minRows={2}
              />
              <Group justify="flex-end">
                <Button type="submit" color="red" variant="light" loading={reject.isPending}>
                  {t('decision.reject')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {errorMessage(failure, t('details.actionFailed'))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
