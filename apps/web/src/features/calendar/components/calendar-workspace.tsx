import { can } from '@agency/shared/permissions';
import { Button, Card, Center, Grid, Group, Loader, Stack } from '@mantine/core';
import { IconBolt, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { todayIn } from '../../../lib/today';
import { useUrlState } from '../../../lib/url-state';
import { useQuickMeeting } from '../api/event-actions';
import { useAgenda } from '../api/get-agenda';
import { eventQueryOptions } from '../api/get-event';
import { type CalendarGridEntryOnWire, useEvents } from '../api/list-events';
import { useSaveEvent } from '../api/save-event';
import { movedEvent } from '../event-body';
import { AgendaList } from './agenda-panel';
import type { GridChange } from './calendar-grid';
import { EventDetailsModal } from './event-details-modal';
import { EventFormModal, type EventFormTarget } from './event-form-modal';
import { FeedPanel } from './feed-panel';
import { calendarTarget, entryToOpen } from './target';

// The grid's library is the heaviest part of the screen: its own chunk, after the agenda has drawn.
const CalendarGrid = lazy(() => import('./calendar-grid'));

/**
 * The Calendar workspace (001 §2): the grid, Today's Events, Upcoming (first 5) and Calendar Integration. `?date=`
 * opens the grid on a day and `?event=` opens that event once the grid holds it (a global search result).
 */
export function CalendarWorkspace() {
  const { t } = useTranslation('calendar');
  const role = useSession().data?.user.role;
  const write = can(role, 'calendar:write');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [open, setOpen] = useState<CalendarGridEntryOnWire | null>(null);
  const [editing, setEditing] = useState<EventFormTarget | null>(null);
  const events = useEvents(range);
  const agenda = useAgenda();
  const quick = useQuickMeeting();
  const save = useSaveEvent();
  const queryClient = useQueryClient();
  const [params, update] = useUrlState();
  const target = calendarTarget(params);
  // ?new=1 (Schedule Meeting on the overview and in the header) opens the create form for today.
  const creating = write && params.get('new') === '1';
  // The asked event opens once; its parameter then goes, so closing the details does not open them again.
  const asked = entryToOpen(events.data?.entries ?? [], target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the asked entry drives it (update is new each render).
  useEffect(() => {
    if (!asked) return;
    setOpen(asked);
    update({ event: null }, true);
  }, [asked]);
  const timeZone = events.data?.timeZone ?? agenda.data?.timeZone ?? 'UTC';
  // Today in the zone the calendar is drawn in (the user's setting), not UTC's: 9 pm in New York is still today.
  const today = () => todayIn(timeZone);
  const form: EventFormTarget | null = editing ?? (creating ? { mode: 'create', date: today(), time: null } : null);
  const closeForm = () => {
    setEditing(null);
    if (creating) update({ new: null }, true);
  };

  // A drag moves or resizes with the form's rules; the event's details (its people, text) are read on the drop.
  const onChange = ({ entry, start, end, revert }: GridChange) => {
    const failed = (error: unknown) => {
      revert();
      showToast({ type: 'error', message: errorMessage(error, t('toast.failed')) });
    };
    queryClient.fetchQuery(eventQueryOptions(entry)).then(
      (event) =>
        save.mutate(movedEvent(event, { start, end }, timeZone), {
          onSuccess: () => showToast({ type: 'success', message: t('toast.moved') }),
          onError: failed,
        }),
      failed,
    );
  };

  return (
    <Stack gap="md">
      {write && (
        <Group gap="xs" justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconBolt size={16} />}
            loading={quick.isPending}
            onClick={() =>
              quick.mutate(undefined, {
                onSuccess: () => showToast({ type: 'success', message: t('toast.quick') }),
                onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('toast.failed')) }),
              })
            }
          >
            {t('toolbar.quick')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ mode: 'create', date: today(), time: null })}
          >
            {t('toolbar.create')}
          </Button>
        </Group>
      )}
      <Grid gap="md" columns={24}>
        <Grid.Col span={{ base: 24, lg: 17 }}>
          <Card withBorder padding="sm">
            <Suspense
              fallback={
                <Center h={480} aria-label={t('loading')}>
                  <Loader />
                </Center>
              }
            >
              <CalendarGrid
                entries={events.data?.entries ?? []}
                timeZone={timeZone}
                date={target.date}
                onRange={setRange}
                onOpen={setOpen}
                onDateClick={write ? (date, time) => setEditing({ mode: 'create', date, time }) : undefined}
                onChange={onChange}
              />
            </Suspense>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 24, lg: 7 }}>
          <Stack gap="md">
            <AgendaList
              title={t('agenda.today')}
              empty={t('agenda.noToday')}
              entries={agenda.data?.today}
              onOpen={setOpen}
              withDay={false}
            />
            <AgendaList
              title={t('agenda.upcoming')}
              empty={t('agenda.noUpcoming')}
              entries={agenda.data?.upcoming}
              onOpen={setOpen}
              withDay
            />
            <FeedPanel />
          </Stack>
        </Grid.Col>
      </Grid>
      {open && (
        <EventDetailsModal
          entry={open}
          onClose={() => setOpen(null)}
          onEdit={(target) => {
            setOpen(null);
            setEditing(target);
          }}
        />
      )}
      {form && <EventFormModal target={form} timeZone={timeZone} onClose={closeForm} />}
    </Stack>
  );
}
