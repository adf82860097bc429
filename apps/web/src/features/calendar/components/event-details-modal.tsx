import type { EventResponse } from '@agency/shared/calendar';
import { Anchor, Badge, Button, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useCancelEvent, useRespondToEvent } from '../api/event-actions';
import { type CalendarEntryOnWire, useEntryDetails } from '../api/get-event';
import type { CalendarGridEntryOnWire } from '../api/list-events';
import type { EventFormTarget } from './event-form-modal';
import { entryWhen } from './when';

const RESPONSE_COLORS = { pending: 'gray', accepted: 'green', declined: 'red', tentative: 'yellow' } as const;

type Opened = CalendarGridEntryOnWire | CalendarEntryOnWire;

/**
 * One entry: when, where, who; the invited answer, the organiser edits or cancels (a series or one occurrence). The
 * grid's entry names it; an event's details are read on open (a deadline or a due date has none to read).
 */
export function EventDetailsModal({
  entry,
  onClose,
  onEdit,
}: {
  entry: Opened;
  onClose: () => void;
  onEdit: (target: EventFormTarget) => void;
}) {
  const { t } = useTranslation('calendar');
  const details = useEntryDetails(entry);
  const event = entry.source === 'event' ? details.data : undefined;
  return (
    <Modal opened onClose={onClose} title={event?.title ?? entry.title} size="md">
      {entry.source === 'event' && !event ? (
        details.isError ? (
          <Text size="sm" c="red">
            {errorMessage(details.error, t('toast.failed'))}
          </Text>
        ) : (
          <Center h={120} aria-label={t('loading')}>
            <Loader />
          </Center>
        )
      ) : (
        <EntryDetails entry={event ?? entry} event={event} onClose={onClose} onEdit={onEdit} />
      )}
    </Modal>
  );
}

function EntryDetails({
  entry,
  event,
  onClose,
  onEdit,
}: {
  entry: Opened;
  /** The event's details (undefined for a deadline or a due date). */
  event: CalendarEntryOnWire | undefined;
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
    <Stack gap="sm">
      <Group gap={6}>
        <Badge variant="light">
          {entry.source === 'event' ? t(`types.${entry.type}`) : t(`sources.${entry.source}`)}
        </Badge>
        {event && event.recurrence !== 'none' && <Badge variant="outline">{t(`recurrence.${event.recurrence}`)}</Badge>}
        {event?.projectName && (
          <Text size="xs" c="dimmed">
            {event.projectName}
          </Text>
        )}
      </Group>
      <div>
        <Text size="xs" c="dimmed">
          {t('details.when')}
        </Text>
        <Text size="sm">{entryWhen(entry, i18n.language, t('agenda.allDay'))}</Text>
      </div>
      {event?.location && (
        <div>
          <Text size="xs" c="dimmed">
            {t('details.where')}
          </Text>
          <Text size="sm">{event.location}</Text>
        </div>
      )}
      {event?.meetingUrl && (
        <Anchor href={event.meetingUrl} target="_blank" rel="noopener noreferrer" size="sm">
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
      {event?.organizer && (
        <Text size="sm">
          <Text span c="dimmed" size="xs">
            {t('details.organizer')}:{' '}
          </Text>
          {event.organizer.name}
        </Text>
      )}
      {event && event.attendees.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('details.attendees')}
          </Text>
          {event.attendees.map((a) => (
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
      {event && isOrganizer && (
        <>
          <Divider />
          <Group gap="xs">
            {entry.occurrenceStart ? (
              <>
                <Button size="xs" variant="light" onClick={() => onEdit({ mode: 'occurrence', entry: event })}>
                  {t('details.editOccurrence')}
                </Button>
                <Button size="xs" variant="default" onClick={() => onEdit({ mode: 'edit', entry: event })}>
                  {t('details.editSeries')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => confirmCancel(true)}>
                  {t('details.cancelOccurrence')}
                </Button>
              </>
            ) : (
              <Button size="xs" variant="light" onClick={() => onEdit({ mode: 'edit', entry: event })}>
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
  );
}
