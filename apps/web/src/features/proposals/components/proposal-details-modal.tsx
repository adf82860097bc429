import { can } from '@agency/shared/permissions';
import type { ProposalDetailOnWire, VerifyProposalResponseOnWire } from '@agency/shared/proposals';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit, IconSend, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { proposalPdfUrl, useProposal } from '../api/get-proposal';
import { PROPOSALS_KEY } from '../api/keys';
import { useDeleteProposal, useSendProposal, useVerifyProposal } from '../api/proposal-actions';
import { DecisionForm } from './decision-form';
import { ProposalFormModal } from './proposal-form-modal';
import { ProposalStatusBadge } from './proposal-status-badge';

/** The details modal, opened by `?proposal=<id>` (the link every e-mail and notification carries). */
export function ProposalDetailsModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(['proposals', 'common']);
  const proposal = useProposal(id);
  const queryClient = useQueryClient();
  const status = proposal.data?.status;
  // A client's first open marks the proposal viewed on the server: the list behind the modal follows.
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: [...PROPOSALS_KEY, 'list'] });
  }, [status, queryClient]);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={Boolean(id)}
      onClose={onClose}
      title={proposal.data ? proposal.data.number : t('details.title')}
      styles={{ title: { fontWeight: 700 } }}
      size="xl"
    >
      {proposal.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      )}
      {proposal.isError && (
        <Alert color="red" role="alert">
          {errorMessage(proposal.error, t('details.loadFailed'))}
        </Alert>
      )}
      {proposal.data && <ProposalDetails proposal={proposal.data} onClose={onClose} />}
    </Modal>
  );
}

function ProposalDetails({ proposal, onClose }: { proposal: ProposalDetailOnWire; onClose: () => void }) {
  const { t } = useTranslation('proposals');
  const format = useFormat();
  const role = useSession().data?.user.role;
  const canWrite = can(role, 'proposal:write');
  const canDecide = can(role, 'proposal:decide');
  const [editing, setEditing] = useState(false);
  const send = useSendProposal();
  const remove = useDeleteProposal();
  const verify = useVerifyProposal();
  const decided = proposal.status === 'approved' || proposal.status === 'rejected';
  const awaiting = proposal.status === 'sent' || proposal.status === 'viewed';

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('details.deleteTitle'),
      children: <Text size="sm">{t('details.deleteConfirm', { number: proposal.number })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(proposal.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('details.deleted', { number: proposal.number }) });
            onClose();
          },
        }),
    });

  const facts: [string, string][] = [
    [t('details.client'), proposal.clientName],
    [t('details.total'), format.money(proposal.totalCents)],
    [t('details.validUntil'), proposal.validUntil ? format.date(proposal.validUntil) : t('details.noValidity')],
    [
      t('details.deposit'),
      proposal.depositPercent > 0
        ? t('details.depositValue', {
            percent: proposal.depositPercent,
            amount: format.money(Math.round((proposal.totalCents * proposal.depositPercent) / 100)),
          })
        : t('details.noDeposit'),
    ],
  ];
  if (proposal.sentAt) facts.push([t('details.sentAt'), format.dateTime(proposal.sentAt)]);
  if (proposal.viewedAt) facts.push([t('details.viewedAt'), format.dateTime(proposal.viewedAt)]);
  if (proposal.projectName) facts.push([t('details.project'), proposal.projectName]);
  if (proposal.createdByName) facts.push([t('details.preparedBy'), proposal.createdByName]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h3">
          {proposal.title}
        </Title>
        <ProposalStatusBadge status={proposal.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {!decided && (
        // The version a decision names: a change by the agency shows a new one (issue #18 point 6).
        <Text size="xs" c="dimmed" ff="monospace" data-proposal-version={proposal.version}>
          {t('details.version', { version: proposal.version.slice(0, 12) })}
        </Text>
      )}
      {proposal.description && <Section title={t('details.description')} body={proposal.description} />}

      <LineItems proposal={proposal} />

      {proposal.scope && <Section title={t('details.scope')} body={proposal.scope} />}
      {proposal.timeline && <Section title={t('details.timeline')} body={proposal.timeline} />}
      {proposal.terms && <Section title={t('details.terms')} body={proposal.terms} />}

      {proposal.decision && (
        <Alert
          color={proposal.decision.decision === 'approved' ? 'teal' : 'red'}
          title={proposal.decision.decision === 'approved' ? t('decision.approvedTitle') : t('decision.rejectedTitle')}
        >
          <Stack gap={4}>
            {proposal.decision.typedName && (
              <Text size="sm">{t('decision.signedAs', { name: proposal.decision.typedName })}</Text>
            )}
            <Text size="sm">
              {t('decision.by', {
                email: proposal.decision.email,
                date: format.dateTime(proposal.decision.decidedAt),
              })}
            </Text>
            {proposal.decision.reason && (
              <Text size="sm">{t('decision.reason', { reason: proposal.decision.reason })}</Text>
            )}
            <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {t('decision.hash', { hash: proposal.decision.contentHash })}
            </Text>
            {proposal.depositInvoice && (
              <Text size="sm">
                {t('decision.depositInvoice', {
                  number: proposal.depositInvoice.number,
                  amount: format.money(proposal.depositInvoice.totalCents),
                })}
              </Text>
            )}
            <Group gap="sm" mt={4}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconShieldCheck size={14} aria-hidden="true" />}
                loading={verify.isPending}
                onClick={() => verify.mutate(proposal.id)}
              >
                {t('decision.verify')}
              </Button>
              {verify.data && (
                <Text size="sm" fw={600} c={verify.data.matches ? 'teal' : 'red'} role="status">
                  {t(verifyVerdict(verify.data))}
                </Text>
              )}
            </Group>
          </Stack>
        </Alert>
      )}

      {canDecide && awaiting && <DecisionForm proposal={proposal} />}
      {(send.isError || remove.isError) && (
        <Alert color="red" role="alert">
          {errorMessage(send.error ?? remove.error, t('details.actionFailed'))}
        </Alert>
      )}

      <Divider />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Anchor href={proposalPdfUrl(proposal.id)} download={`${proposal.number}.pdf`} underline="never">
          <Group gap={6}>
            <IconDownload size={16} aria-hidden="true" />
            {t('actions.download')}
          </Group>
        </Anchor>
        {canWrite && (
          <Group gap="sm">
            {proposal.status === 'draft' && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={confirmDelete}
              >
                {t('actions.delete')}
              </Button>
            )}
            {!decided && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                {t('actions.edit')}
              </Button>
            )}
            {(proposal.status === 'draft' || proposal.status === 'expired') && (
              <Button
                leftSection={<IconSend size={16} aria-hidden="true" />}
                loading={send.isPending}
                onClick={() =>
                  send.mutate(proposal.id, {
                    onSuccess: () => notifications.show({ color: 'teal', message: t('details.sent') }),
                  })
                }
              >
                {t('actions.send')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <ProposalFormModal opened={editing} onClose={() => setEditing(false)} proposal={proposal} />
    </Stack>
  );
}

/** The verdict of a verification, most serious first (a changed content before a broken seal). */
function verifyVerdict(result: VerifyProposalResponseOnWire) {
  if (!result.contentMatches) return 'decision.changed' as const;
  if (result.signature === 'absent') return 'decision.unsigned' as const;
  if (!result.matches) return 'decision.tampered' as const;
  return 'decision.matches' as const;
}

/**
 * The priced lines. From the `xs` breakpoint up a table; on a phone (issue #18 point 24: at 375 px the table hid
 * the rate and the amount) each line is a stacked row: the description, then quantity × rate and the amount.
 */
function LineItems({ proposal }: { proposal: ProposalDetailOnWire }) {
  const { t } = useTranslation('proposals');
  const format = useFormat();
  return (
    <>
      <Table striped withTableBorder visibleFrom="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('form.itemDescription')}</Table.Th>
            <Table.Th ta="right">{t('form.quantity')}</Table.Th>
            <Table.Th ta="right">{t('form.rate')}</Table.Th>
            <Table.Th ta="right">{t('form.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposal.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.description}</Table.Td>
              <Table.Td ta="right">{format.number(item.quantity)}</Table.Td>
              <Table.Td ta="right">{format.money(item.unitPriceCents)}</Table.Td>
              <Table.Td ta="right">{format.money(item.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td colSpan={3} fw={700}>
              {t('details.total')}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {format.money(proposal.totalCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Stack gap={0} hiddenFrom="xs" role="list" aria-label={t('form.items')}>
        {proposal.items.map((item) => (
          <Box
            key={item.id}
            role="listitem"
            py="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text size="sm" fw={500}>
              {item.description}
            </Text>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {format.number(item.quantity)} × {format.money(item.unitPriceCents)}
              </Text>
              <Text size="sm" fw={500}>
                {format.money(item.amountCents)}
              </Text>
            </Group>
          </Box>
        ))}
        <Group justify="space-between" py="xs">
          <Text size="sm" fw={700}>
            {t('details.total')}
          </Text>
          <Text size="sm" fw={700}>
            {format.money(proposal.totalCents)}
          </Text>
        </Group>
      </Stack>
    </>
  );
}

function Section({ title, body }: { title: string; body: string }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {body}
      </Text>
    </div>
  );
}
