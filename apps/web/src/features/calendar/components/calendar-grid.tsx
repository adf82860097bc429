// The month, week and day grid (FullCalendar v6, MIT parts only), loaded lazily by the calendar workspace: no other
// screen carries it. The server sends each entry's wall-clock times in the viewer's zone (their Settings), so the grid
// runs in UTC and draws those times as they are; "now" is the viewer's wall clock too.

import { formatWallClock, wallClockAt } from '@agency/shared/zoned-time';
import type { DatesSetArg, EventClickArg, EventContentArg, EventDropArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ActionIcon, Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarGridEntryOnWire } from '../api/list-events';
import classes from './calendar-grid.module.css';

export type CalendarView = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay';

export interface GridChange {
  entry: CalendarGridEntryOnWire;
  /** New wall-clock start and end in the viewer's zone, `2026-11-27T15:00`. */
  start: string;
  end: string;
  revert: () => void;
}

interface CalendarGridProps {
  entries: CalendarGridEntryOnWire[];
  timeZone: string;
  /** The day to show (`?date=`), followed when it changes; the viewer's today when null. */
  date?: string | null;
  onRange: (range: { from: string; to: string }) => void;
  onOpen: (entry: CalendarGridEntryOnWire) => void;
  onDateClick?: (date: string, time: string | null) => void;
  onChange: (change: GridChange) => void;
}

const COLORS: Record<string, string> = {
  meeting: 'var(--mantine-color-blue-filled)',
  call: 'var(--mantine-color-teal-filled)',
  deadline: 'var(--mantine-color-red-filled)',
  other: 'var(--mantine-color-grape-filled)',
  'invoice-due': 'var(--mantine-color-orange-filled)',
};

const iso = (date: Date) => date.toISOString().slice(0, 16);

export default function CalendarGrid({
  entries,
  timeZone,
  date = null,
  onRange,
  onOpen,
  onDateClick,
  onChange,
}: CalendarGridProps) {
  const { t, i18n } = useTranslation('calendar');
  const ref = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const [view, setView] = useState<CalendarView>('dayGridMonth');
  const api = () => ref.current?.getApi();
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  useEffect(() => {
    if (date) ref.current?.getApi().gotoDate(date);
  }, [date]);

  const changed = (info: EventDropArg | EventResizeDoneArg) => {
    const entry = byKey.get(info.event.id);
    const { start, end } = info.event;
    if (!entry || !start) return info.revert();
    onChange({ entry, start: iso(start), end: iso(end ?? start), revert: info.revert });
  };

  return (
    <div className={classes.grid}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap={6}>
          <ActionIcon variant="default" size="lg" aria-label={t('toolbar.previous')} onClick={() => api()?.prev()}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => api()?.today()}>
            {t('toolbar.today')}
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={t('toolbar.next')} onClick={() => api()?.next()}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Title order={2} size="h4" ml="xs" aria-live="polite">
            {title}
          </Title>
        </Group>
        <SegmentedControl
          value={view}
          onChange={(value) => {
            setView(value as CalendarView);
            api()?.changeView(value);
          }}
          data={[
            { value: 'dayGridMonth', label: t('toolbar.month') },
            { value: 'timeGridWeek', label: t('toolbar.week') },
            { value: 'timeGridDay', label: t('toolbar.day') },
          ]}
        />
      </Group>
      <Text size="xs" c="dimmed" mb={6}>
        {t('toolbar.zone', { zone: timeZone })}
      </Text>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        initialDate={date ?? undefined}
        headerToolbar={false}
        timeZone="UTC"
        now={() => formatWallClock(wallClockAt(new Date(), timeZone))}
        locale={i18n.language}
        firstDay={0}
        height="auto"
        dayMaxEvents={3}
        nowIndicator
        eventDisplay="block"
        scrollTime="08:00:00"
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
        events={entries.map((entry) => ({
          id: entry.key,
          title: entry.title,
          start: entry.localStart,
          end: entry.localEnd,
          allDay: entry.allDay,
          editable: entry.editable,
          backgroundColor: COLORS[entry.source === 'invoice-due' ? 'invoice-due' : entry.type],
          borderColor: 'transparent',
          classNames: entry.myResponse === 'pending' ? [classes.pending!] : [],
        }))}
        datesSet={(arg: DatesSetArg) => {
          setTitle(arg.view.title);
          onRange({ from: arg.start.toISOString().slice(0, 10), to: arg.end.toISOString().slice(0, 10) });
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const entry = byKey.get(arg.event.id);
          if (entry) onOpen(entry);
        }}
        eventContent={(arg: EventContentArg) => (
          <span className={classes.event}>
            {arg.timeText && <b>{arg.timeText} </b>}
            {arg.event.title}
          </span>
        )}
        dateClick={
          onDateClick
            ? (arg: DateClickArg) => {
                const at = iso(arg.date);
                onDateClick(at.slice(0, 10), arg.allDay ? null : at.slice(11, 16));
              }
            : undefined
        }
        eventDrop={changed}
        eventResize={changed}
      />
    </div>
  );
}
