import { formatMinutes } from '@agency/shared/time-values';
import { Alert, Button, Card, Group, Loader, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { type Decision, useDecideTimesheet, useSubmittedWeeks, useTimesheet } from '../api/timesheets';
import { weekEnd } from '../week';
import { WeekDays } from './week-view';

/** The admins' approvals: everyone's submitted weeks; each opens with its entries to approve or return with a note. */
export function ApprovalsPanel({ initialReview }: { initialReview: string | null }) {
  const { t } = useTranslation('time');
  const format = useFormat();
  const weeks = useSubmittedWeeks(true);
  const [reviewing, setReviewing] = useState<string | null>(initialReview);
  const items = weeks.data?.items ?? [];

  return (
    <Stack gap="md">
      {weeks.isPending && <Loader size="sm" aria-label={t('week.loading')} />}
      {weeks.isError && (
        <Alert color="red" variant="light">
          {errorMessage(weeks.error, t('errors.load'))}
        </Alert>
      )}
      {weeks.isSuccess && items.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('approvals.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('approvals.person')}</Table.Th>
                  <Table.Th>{t('approvals.week')}</Table.Th>
                  <Table.Th ta="right">{t('week.total')}</Table.Th>
                  <Table.Th ta="right">{t('week.billable')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((sheet) => (
                  <Table.Tr key={sheet.id} data-testid="submitted-week">
                    <Table.Td>{sheet.userName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {format.date(sheet.weekStart, { month: 'short', day: 'numeric' })} –{' '}
                      {format.date(weekEnd(sheet.weekStart))}
                    </Table.Td>
                    <Table.Td ta="right">{formatMinutes(sheet.totalMinutes)}</Table.Td>
                    <Table.Td ta="right">{formatMinutes(sheet.billableMinutes)}</Table.Td>
                    <Table.Td ta="right">
                      <Button size="xs" variant="light" onClick={() => setReviewing(sheet.id)}>
                        {t('approvals.review')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {reviewing && <ReviewModal id={reviewing} onClose={() => setReviewing(null)} />}
    </Stack>
  );
}

function ReviewModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('time');
  const format = useFormat();
  const sheet = useTimesheet(id);
  const decide = useDecideTimesheet();
  const [note, setNote] = useState('');
  const [returning, setReturning] = useState(false);
  const data = sheet.data;

  const send = (decision: Decision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        showToast({
          type: 'success',
          message: t(decision.kind === 'approve' ? 'approvals.approved' : 'approvals.returned'),
        });
        onClose();
      },
    });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        data
          ? t('approvals.title', { person: data.userName, week: format.date(data.weekStart) })
          : t('approvals.review')
      }
    >
      <Stack gap="md">
        {sheet.isPending && <Loader size="sm" aria-label={t('week.loading')} />}
        {sheet.isError && (
          <Alert color="red" variant="light">
            {errorMessage(sheet.error, t('errors.load'))}
          </Alert>
        )}
        {decide.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(decide.error, t('errors.save'))}
          </Alert>
        )}
        {data && (
          <>
            <Text size="sm">
              {t('week.total')} <b>{formatMinutes(data.totalMinutes)}</b> · {t('week.billable')}{' '}
              <b>{formatMinutes(data.billableMinutes)}</b>
            </Text>
            <WeekDays week={data} />
            {data.status === 'submitted' && returning && (
              <Textarea
                label={t('approvals.returnNote')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={1000}
                autosize
                minRows={2}
                required
                data-autofocus
              />
            )}
            {data.status === 'submitted' && (
              <Group justify="flex-end">
                {returning ? (
                  <Button
                    color="orange"
                    leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
                    disabled={note.trim().length === 0}
                    loading={decide.isPending}
                    onClick={() => send({ id, kind: 'return', note })}
                  >
                    {t('approvals.sendBack')}
                  </Button>
                ) : (
                  <Button
                    variant="default"
                    leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
                    onClick={() => setReturning(true)}
                  >
                    {t('approvals.return')}
                  </Button>
                )}
                <Button
                  color="green"
                  leftSection={<IconCheck size={16} aria-hidden="true" />}
                  loading={decide.isPending}
                  onClick={() => send({ id, kind: 'approve' })}
                >
                  {t('approvals.approve')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
