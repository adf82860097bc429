import type { TimeEntryOnWire, TimesheetWeekOnWire } from '@agency/shared/time';
import { formatMinutes } from '@agency/shared/time-values';
import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronLeft, IconChevronRight, IconEdit, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { today } from '../../../lib/today';
import { useAddressFlag } from '../../../lib/url-state';
import { useDeleteEntry, useSubmitWeek } from '../api/entry-actions';
import { useWeek } from '../api/get-week';
import { groupByDay, isEditable, nextWeek, previousWeek, weekEnd } from '../week';
import { TimesheetStatusBadge } from './status-badge';

// The entry form (zod, through lib/form) loads when opened, not with the timesheet (ADR 0011).
const EntryFormModal = lazy(() => import('./entry-form-modal').then((module) => ({ default: module.EntryFormModal })));

/** One entry of a day: what, how long, and (while the week is the person's to change) edit and delete. */
export function EntryRow({
  entry,
  onEdit,
  onDelete,
}: {
  entry: TimeEntryOnWire;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('time');
  const running = entry.minutes === null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} data-testid="time-entry">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {entry.projectName}
          {entry.taskTitle ? ` · ${entry.taskTitle}` : ''}
        </Text>
        <Group gap={6} wrap="nowrap" miw={0}>
          {running && (
            <Badge size="xs" color="red" variant="light">
              {t('entry.running')}
            </Badge>
          )}
          {!entry.billable && (
            <Badge size="xs" color="gray" variant="outline">
              {t('entry.nonBillable')}
            </Badge>
          )}
          {entry.invoiced && (
            <Badge size="xs" color="teal" variant="light">
              {t('entry.invoiced')}
            </Badge>
          )}
          {entry.note && (
            <Text size="xs" c="dimmed" truncate="end" miw={0}>
              {entry.note}
            </Text>
          )}
        </Group>
      </div>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {running ? '—' : formatMinutes(entry.minutes ?? 0)}
        </Text>
        {onEdit && !running && (
          <ActionIcon variant="subtle" color="gray" aria-label={t('entry.edit')} onClick={onEdit}>
            <IconEdit size={16} aria-hidden="true" />
          </ActionIcon>
        )}
        {onDelete && !running && (
          <ActionIcon variant="subtle" color="red" aria-label={t('entry.delete')} onClick={onDelete}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}

/** The week's days with their entries and totals; editable handlers only while the week is open or returned. */
export function WeekDays({
  week,
  onEdit,
  onDelete,
}: {
  week: TimesheetWeekOnWire;
  onEdit?: (entry: TimeEntryOnWire) => void;
  onDelete?: (entry: TimeEntryOnWire) => void;
}) {
  const { t } = useTranslation('time');
  const format = useFormat();
  return (
    <Stack gap="xs">
      {groupByDay(week.weekStart, week.entries).map((day) => (
        <Card key={day.date} withBorder radius="md" padding="sm">
          <Group justify="space-between" mb={day.entries.length > 0 ? 4 : 0}>
            <Text fw={600} size="sm">
              {format.date(day.date, { weekday: 'long', month: 'short', day: 'numeric' })}
            </Text>
            <Text size="sm" c={day.minutes > 0 ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMinutes(day.minutes)}
            </Text>
          </Group>
          {day.entries.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('week.emptyDay')}
            </Text>
          ) : (
            day.entries.map((entry) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                onEdit={onEdit ? () => onEdit(entry) : undefined}
                onDelete={onDelete ? () => onDelete(entry) : undefined}
              />
            ))
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** The person's weekly timesheet: week navigation, entries per day, totals, Log time and Submit week. */
export function WeekView({ weekStart, onWeekChange }: { weekStart: string; onWeekChange: (week: string) => void }) {
  const { t } = useTranslation('time');
  const format = useFormat();
  const week = useWeek(weekStart);
  const submit = useSubmitWeek();
  const remove = useDeleteEntry();
  const [editingHere, setEditing] = useState<{ entry: TimeEntryOnWire | null } | null>(null);
  const sheet = week.data;
  const editable = sheet ? isEditable(sheet.status) : false;
  // ?new=1 (the header's Log Time) opens an empty entry once the week is known to take one.
  const [loggingFromAddress, clearNew] = useAddressFlag();
  const editing = editingHere ?? (loggingFromAddress && editable ? { entry: null } : null);
  const to = format.date(weekEnd(weekStart), { month: 'short', day: 'numeric', year: 'numeric' });

  const confirmDelete = (entry: TimeEntryOnWire) =>
    modals.openConfirmModal({
      title: t('entry.deleteTitle'),
      children: <Text size="sm">{t('entry.deleteConfirm')}</Text>,
      labels: { confirm: t('entry.delete'), cancel: t('entry.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(entry.id, {
          onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('errors.save')) }),
        }),
    });

  const confirmSubmit = () =>
    submit.mutate(weekStart, {
      onSuccess: () => showToast({ type: 'success', message: t('week.submittedToast') }),
      onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('errors.save')) }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('week.previous')}
            onClick={() => onWeekChange(previousWeek(weekStart))}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <Text fw={600} data-testid="week-range" style={{ whiteSpace: 'nowrap' }}>
            {t('week.range', { from: format.date(weekStart, { month: 'short', day: 'numeric' }), to })}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('week.next')}
            onClick={() => onWeekChange(nextWeek(weekStart))}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={!editable}
            onClick={() => setEditing({ entry: null })}
          >
            {t('week.logTime')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden="true" />}
            disabled={!editable || !sheet || sheet.entries.length === 0}
            loading={submit.isPending}
            onClick={confirmSubmit}
          >
            {t('week.submit')}
          </Button>
        </Group>
      </Group>

      {week.isPending && <Loader size="sm" aria-label={t('week.loading')} />}
      {week.isError && (
        <Alert color="red" variant="light">
          {errorMessage(week.error, t('errors.load'))}
        </Alert>
      )}
      {sheet && (
        <>
          {sheet.status === 'returned' && sheet.returnNote && (
            <Alert color="orange" variant="light" title={t('week.returnedTitle')}>
              {sheet.returnNote}
            </Alert>
          )}
          {!editable && (
            <Text size="sm" c="dimmed">
              {t(sheet.status === 'approved' ? 'week.lockedApproved' : 'week.lockedSubmitted')}
            </Text>
          )}
          <Group gap="lg">
            <TimesheetStatusBadge status={sheet.status} />
            <Text size="sm">
              {t('week.total')}{' '}
              <Text span fw={700} data-testid="week-total">
                {formatMinutes(sheet.totalMinutes)}
              </Text>
            </Text>
            <Text size="sm">
              {t('week.billable')}{' '}
              <Text span fw={700}>
                {formatMinutes(sheet.billableMinutes)}
              </Text>
            </Text>
          </Group>
          <WeekDays
            week={sheet}
            onEdit={editable ? (entry) => setEditing({ entry }) : undefined}
            onDelete={editable ? confirmDelete : undefined}
          />
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EntryFormModal
            opened
            onClose={() => {
              setEditing(null);
              clearNew();
            }}
            entry={editing.entry}
            defaultDate={weekStart <= today() && today() <= weekEnd(weekStart) ? today() : weekStart}
          />
        </Suspense>
      )}
    </Stack>
  );
}
