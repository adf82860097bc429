import type { TaskOnWire } from '@agency/shared/tasks';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Popover,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { today } from '../../../lib/today';
import type { TaskFilters } from '../api/keys';
import { useTasks } from '../api/list-tasks';
import { daysInMonthOf, monthFiltersOf, parseMonth } from '../api/screen';
import { PRIORITY_COLOR } from './task-meta';

const SHOWN_PER_DAY = 3;
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function shiftMonth({ year, month }: { year: number; month: number }, by: number): string {
  const index = year * 12 + (month - 1) + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** 1 = Monday … 7 = Sunday, from the language's region conventions where the browser knows them. */
function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    return locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

/** The Calendar view: a month grid with each task on its due date (an agenda of days on narrow screens). */
export function CalendarView({
  filters,
  month: monthParam,
  onMonth,
  onOpen,
}: {
  filters: TaskFilters;
  month: string | null;
  onMonth: (month: string) => void;
  onOpen: (task: TaskOnWire) => void;
}) {
  const { t, i18n } = useTranslation('tasks');
  const narrow = useMediaQuery('(max-width: 48em)');
  const { year, month } = parseMonth(monthParam);
  const daysInMonth = daysInMonthOf({ year, month });
  const tasks = useTasks(monthFiltersOf(filters, monthParam));
  // A month's tasks are bounded: fetch every page so each day is complete.
  useEffect(() => {
    if (tasks.hasNextPage && !tasks.isFetchingNextPage) void tasks.fetchNextPage();
  }, [tasks.hasNextPage, tasks.isFetchingNextPage, tasks.fetchNextPage]);

  const byDay = useMemo(() => {
    const map = new Map<string, TaskOnWire[]>();
    for (const task of tasks.data?.pages.flatMap((page) => page.items) ?? []) {
      if (!task.dueDate) continue;
      map.set(task.dueDate, [...(map.get(task.dueDate) ?? []), task]);
    }
    return map;
  }, [tasks.data]);

  const language = i18n.language;
  const monthTitle = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  const first = firstDayOfWeek(language);
  const weekdayOf = (day: number) => {
    const js = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
    return js === 0 ? 7 : js;
  };
  const leading = (weekdayOf(1) - first + 7) % 7;
  const weekdayNames = Array.from({ length: 7 }, (_, i) => {
    // 2024-01-01 was a Monday.
    const date = new Date(Date.UTC(2024, 0, ((first - 1 + i) % 7) + 1));
    return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date);
  });
  const todayDate = today();
  const days = Array.from({ length: daysInMonth }, (_, i) => i + 1);

  return (
    <Stack>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={t('actions.previousMonth')}
            onClick={() => onMonth(shiftMonth({ year, month }, -1))}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('actions.nextMonth')}
            onClick={() => onMonth(shiftMonth({ year, month }, 1))}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
          <Button variant="subtle" size="xs" onClick={() => onMonth(todayDate.slice(0, 7))}>
            {t('actions.today')}
          </Button>
        </Group>
        <Title order={2} size="h4" tt="capitalize" aria-live="polite">
          {monthTitle}
        </Title>
      </Group>
      {tasks.isError && <Alert color="red">{t('errors.load')}</Alert>}
      {tasks.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : narrow ? (
        <Stack gap="xs">
          {days.filter((day) => byDay.has(iso(year, month, day))).length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              {t('empty.noTasks')}
            </Text>
          )}
          {days
            .filter((day) => byDay.has(iso(year, month, day)))
            .map((day) => {
              const date = iso(year, month, day);
              return (
                <Paper key={day} withBorder p="sm" radius="md">
                  <Text fw={600} size="sm" mb={6} c={date === todayDate ? 'blue' : undefined}>
                    {new Intl.DateTimeFormat(language, {
                      weekday: 'long',
                      day: 'numeric',
                      month: 'long',
                      timeZone: 'UTC',
                    }).format(new Date(`${date}T00:00:00Z`))}
                  </Text>
                  <Stack gap={4}>
                    {byDay.get(date)!.map((task) => (
                      <TaskChip key={task.id} task={task} onOpen={onOpen} />
                    ))}
                  </Stack>
                </Paper>
              );
            })}
        </Stack>
      ) : (
        <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 6 }}>
          {weekdayNames.map((name) => (
            <Text key={name} size="xs" fw={600} c="dimmed" ta="center" tt="uppercase">
              {name}
            </Text>
          ))}
          {Array.from({ length: leading }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st have no identity.
            <div key={`blank-${i}`} />
          ))}
          {days.map((day) => {
            const date = iso(year, month, day);
            const list = byDay.get(date) ?? [];
            return (
              <Paper
                key={day}
                withBorder
                radius="sm"
                p={6}
                mih={112}
                data-date={date}
                style={date === todayDate ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
              >
                <Text size="xs" fw={700} mb={4}>
                  {day}
                </Text>
                <Stack gap={3}>
                  {list.slice(0, SHOWN_PER_DAY).map((task) => (
                    <TaskChip key={task.id} task={task} onOpen={onOpen} />
                  ))}
                  {list.length > SHOWN_PER_DAY && (
                    <Popover width={260} position="bottom" withArrow shadow="md">
                      <Popover.Target>
                        <UnstyledButton fz="xs" c="blue">
                          {t('calendar.more', { count: list.length - SHOWN_PER_DAY })}
                        </UnstyledButton>
                      </Popover.Target>
                      <Popover.Dropdown>
                        <Stack gap={4}>
                          {list.map((task) => (
                            <TaskChip key={task.id} task={task} onOpen={onOpen} />
                          ))}
                        </Stack>
                      </Popover.Dropdown>
                    </Popover>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}

function TaskChip({ task, onOpen }: { task: TaskOnWire; onOpen: (task: TaskOnWire) => void }) {
  const { t } = useTranslation('tasks');
  return (
    <UnstyledButton onClick={() => onOpen(task)} title={task.title} data-testid="calendar-task">
      <Badge
        fullWidth
        radius="sm"
        variant={task.status === 'done' ? 'outline' : 'light'}
        color={PRIORITY_COLOR[task.priority]}
        tt="none"
        styles={{ root: { justifyContent: 'flex-start' }, label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        td={task.status === 'done' ? 'line-through' : undefined}
        aria-label={`${task.title} · ${t(`priority.${task.priority}`)} · ${t(`status.${task.status}`)}`}
      >
        {task.title}
      </Badge>
    </UnstyledButton>
  );
}
