import type { EventResponse } from '@agency/shared/calendar';
import { Anchor, Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useCancelEvent, useRespondToEvent } from '../api/event-actions';
import type { CalendarEntryOnWire } from '../api/list-events';
import type { EventFormTarget } from './event-form-modal';
import { entryWhen } from './when';

const RESPONSE_COLORS = { pending: 'gray', accepted: 'green', declined: 'red', tentative: 'yellow' } as const;

/** One entry: when, where, who; the invited answer, the organiser edits or cancels (a series or one occurrence). */
export function EventDetailsModal({
  entry,
  onClose,
  onEdit,
}: {
  entry: CalendarEntryOnWire;
  onClose: () => void;
  onEdit: (target: EventFormTarget) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const respond = useRespondToEvent();
  const cancel = useCancelEvent();
  const failed = (error: unknown) => showToast({ type: 'error', message: errorMessage(error, t('toast.failed')) });
  const isOrganizer = entry.editable;
  const answer = (response: EventResponse) =>
    respond.mutate(
      { id: entry.id, response },
      { onSuccess: () => showToast({ type: 'success', message: t('toast.answered') }), onError: failed },
    );
  const confirmCancel = (occurrence: boolean) =>
    modals.openConfirmModal({
      title: occurrence ? t('details.cancelOccurrence') : t('details.cancelEvent'),
      children: <Text size="sm">{occurrence ? t('details.confirmCancelOccurrence') : t('details.confirmCancel')}</Text>,
      labels: {
        confirm: occurrence ? t('details.cancelOccurrence') : t('details.cancelEvent'),
        cancel: t('details.keep'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(
          { id: entry.id, occurrenceStart: occurrence ? entry.occurrenceStart : null },
          {
            onSuccess: () => {
              showToast({ type: 'success', message: t('toast.cancelled') });
              onClose();
            },
            onError: failed,
          },
        ),
    });

  return (
    <Modal opened onClose={onClose} title={entry.title} size="md">
      <Stack gap="sm">
        <Group gap={6}>
          <Badge variant="light">
            {entry.source === 'event' ? t(`types.${entry.type}`) : t(`sources.${entry.source}`)}
          </Badge>
          {entry.recurrence !== 'none' && <Badge variant="outline">{t(`recurrence.${entry.recurrence}`)}</Badge>}
          {entry.projectName && (
            <Text size="xs" c="dimmed">
              {entry.projectName}
            </Text>
          )}
        </Group>
        <div>
          <Text size="xs" c="dimmed">
            {t('details.when')}
          </Text>
          <Text size="sm">{entryWhen(entry, i18n.language, t('agenda.allDay'))}</Text>
        </div>
        {entry.location && (
          <div>
            <Text size="xs" c="dimmed">
              {t('details.where')}
            </Text>
            <Text size="sm">{entry.location}</Text>
          </div>
        )}
        {entry.meetingUrl && (
          <Anchor href={entry.meetingUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {t('details.join')}
          </Anchor>
        )}
        {entry.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.description}
          </Text>
        )}
        {entry.url && (
          <Anchor component={Link} to={entry.url} size="sm" onClick={onClose}>
            {t('details.open')}
          </Anchor>
        )}
        {entry.organizer && (
          <Text size="sm">
            <Text span c="dimmed" size="xs">
              {t('details.organizer')}:{' '}
            </Text>
            {entry.organizer.name}
          </Text>
        )}
        {entry.attendees.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('details.attendees')}
            </Text>
            {entry.attendees.map((a) => (
              <Group key={a.email} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {a.displayName ?? a.email}
                </Text>
                <Badge size="xs" variant="light" color={RESPONSE_COLORS[a.response]}>
                  {t(`responses.${a.response}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
        {entry.myResponse && !isOrganizer && (
          <>
            <Divider />
            <Text size="xs" c="dimmed">
              {t('details.yourAnswer')}: {t(`responses.${entry.myResponse}`)}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                color="green"
                variant={entry.myResponse === 'accepted' ? 'filled' : 'light'}
                onClick={() => answer('accepted')}
                loading={respond.isPending}
              >
                {t('details.accept')}
              </Button>
              <Button
                size="xs"
                color="yellow"
                variant={entry.myResponse === 'tentative' ? 'filled' : 'light'}
                onClick={() => answer('tentative')}
              >
                {t('details.maybe')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant={entry.myResponse === 'declined' ? 'filled' : 'light'}
                onClick={() => answer('declined')}
              >
                {t('details.decline')}
              </Button>
            </Group>
          </>
        )}
        {isOrganizer && (
          <>
            <Divider />
            <Group gap="xs">
              {entry.occurrenceStart ? (
                <>
                  <Button size="xs" variant="light" onClick={() => onEdit({ mode: 'occurrence', entry })}>
                    {t('details.editOccurrence')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => onEdit({ mode: 'edit', entry })}>
                    {t('details.editSeries')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => confirmCancel(true)}>
                    {t('details.cancelOccurrence')}
                  </Button>
                </>
              ) : (
                <Button size="xs" variant="light" onClick={() => onEdit({ mode: 'edit', entry })}>
                  {t('details.edit')}
                </Button>
              )}
              <Button size="xs" variant="subtle" color="red" onClick={() => confirmCancel(false)}>
                {t('details.cancelEvent')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
