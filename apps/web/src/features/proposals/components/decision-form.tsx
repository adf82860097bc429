import { PROPOSAL_MESSAGES, type ProposalDetailOnWire } from '@agency/shared/proposals';
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
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { PROPOSALS_KEY } from '../api/keys';
import { useApproveProposal, useRejectProposal } from '../api/proposal-actions';

/**
 * The client's decision: approve by typing their full name and ticking the agreement (a signed acceptance), or
 * reject with an optional reason. The server records who, where from, when and what exactly was accepted. The
 * decision names the version on screen (`proposal.version`): if the agency changed the proposal meanwhile, the
 * server refuses it (409), the new version is loaded in its place and the agreement must be ticked again.
 */
export function DecisionForm({ proposal }: { proposal: ProposalDetailOnWire }) {
  const { t } = useTranslation('proposals');
  const [mode, setMode] = useState<'approve' | 'reject'>('approve');
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({});
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const failure = approve.error ?? reject.error;
  const queryClient = useQueryClient();
  // A new version on screen (after a refusal, or live): the agreement given to the old one does not carry over.
  const shownVersion = useRef(proposal.version);
  // Changed by the agency while open (a live update): say so, even before the client tries to decide.
  const [revised, setRevised] = useState(false);
  useEffect(() => {
    if (shownVersion.current === proposal.version) return;
    shownVersion.current = proposal.version;
    setAgree(false);
    setRevised(true);
  }, [proposal.version]);
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 409)
      void queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY });
  };

  const submitApproval = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      name: fullName.trim() ? undefined : translateMessage(PROPOSAL_MESSAGES.nameRequired),
      agree: agree ? undefined : translateMessage(PROPOSAL_MESSAGES.agreementRequired),
    };
    setErrors(next);
    if (next.name || next.agree) return;
    approve.mutate(
      { id: proposal.id, body: { fullName, agree: true, version: proposal.version } },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('decision.approvedToast') }), onError },
    );
  };

  const submitRejection = (event: React.FormEvent) => {
    event.preventDefault();
    reject.mutate(
      { id: proposal.id, body: { reason, version: proposal.version } },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('decision.rejectedToast') }), onError },
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
        {revised && !failure && (
          <Alert color="yellow" role="status">
            {translateMessage(PROPOSAL_MESSAGES.changedSinceShown)}
          </Alert>
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
