import type { EventFormBody, Recurrence } from '@agency/shared/calendar';
import type { EventType } from '@agency/shared/enums';
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import type { CalendarEntryOnWire } from '../api/get-event';
import { useSaveEvent } from '../api/save-event';
import { inviteesOf } from '../event-body';

export type EventFormTarget =
  | { mode: 'create'; date: string; time: string | null }
  | { mode: 'edit'; entry: CalendarEntryOnWire }
  | { mode: 'occurrence'; entry: CalendarEntryOnWire };

interface FormState {
  title: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  attendees: string;
  description: string;
  location: string;
  includeMeet: boolean;
  type: EventType;
  recurrence: Recurrence;
}

const plusHour = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${String(Math.min(h + 1, 23)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

function initial(target: EventFormTarget): FormState {
  if (target.mode === 'create') {
    const time = target.time ?? '09:00';
    return {
      title: '',
      startDate: target.date,
      startTime: time,
      endDate: target.date,
      endTime: plusHour(time),
      attendees: '',
      description: '',
      location: '',
      includeMeet: false,
      type: 'meeting',
      recurrence: 'none',
    };
  }
  const { entry } = target;
  return {
    title: entry.title,
    startDate: entry.localStart.slice(0, 10),
    startTime: entry.localStart.slice(11, 16),
    endDate: entry.localEnd.slice(0, 10),
    endTime: entry.localEnd.slice(11, 16),
    attendees: inviteesOf(entry),
    description: entry.description,
    location: entry.location ?? '',
    includeMeet: entry.meetingUrl !== null,
    type: entry.type,
    recurrence: entry.recurrence,
  };
}

/** Create New Event (001 §5) and its edits: the spec's fields, rules and messages; times in the viewer's zone. */
export function EventFormModal({
  target,
  timeZone,
  onClose,
}: {
  target: EventFormTarget;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const [form, setForm] = useState<FormState>(() => initial(target));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveEvent();
  const set =
    <K extends keyof FormState>(key: K) =>
    (value: FormState[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const text = (
    key: 'title' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'attendees' | 'description' | 'location',
  ) => ({
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
  });
  const occurrence = target.mode === 'occurrence';

  const submit = () => {
    // 001 §5: title, start date and start time are required.
    if (!form.title.trim() || !form.startDate || !form.startTime) return setError(t('form.required'));
    setError(null);
    const body: EventFormBody = {
      ...form,
      projectId: target.mode === 'create' ? null : target.entry.projectId,
      timeZone,
    };
    const input =
      target.mode === 'occurrence'
        ? {
            kind: 'occurrence' as const,
            id: target.entry.id,
            body: { ...form, occurrenceStart: target.entry.occurrenceStart ?? '' },
          }
        : { kind: 'event' as const, id: target.mode === 'edit' ? target.entry.id : null, body };
    save.mutate(input, {
      onSuccess: () => {
        showToast({ type: 'success', message: t('toast.saved') });
        onClose();
      },
      onError: (cause) =>
        setError(
          cause instanceof ApiError && cause.status === 400 ? translateMessage(cause.message) : t('form.failed'),
        ),
    });
  };

  const title =
    target.mode === 'create' ? t('form.createTitle') : occurrence ? t('form.occurrenceTitle') : t('form.editTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('form.title')} required data-autofocus maxLength={200} {...text('title')} />
          <SimpleGrid cols={{ base: 2 }} spacing="sm">
            <TextInput type="date" label={t('form.startDate')} required {...text('startDate')} />
            <TextInput type="time" label={t('form.startTime')} required {...text('startTime')} />
            <TextInput type="date" label={t('form.endDate')} {...text('endDate')} />
            <TextInput type="time" label={t('form.endTime')} {...text('endTime')} />
          </SimpleGrid>
          {!occurrence && (
            <TextInput
              label={t('form.attendees')}
              description={t('form.attendeesHint')}
              placeholder="name@example.com, …"
              {...text('attendees')}
            />
          )}
          <Textarea label={t('form.description')} autosize minRows={2} maxRows={6} {...text('description')} />
          <TextInput label={t('form.location')} {...text('location')} />
          {!occurrence && (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Select
                  label={t('form.type')}
                  value={form.type}
                  onChange={(v) => v && set('type')(v as EventType)}
                  allowDeselect={false}
                  data={(['meeting', 'call', 'deadline', 'other'] as const).map((v) => ({
                    value: v,
                    label: t(`types.${v}`),
                  }))}
                />
                <Select
                  label={t('form.recurrence')}
                  value={form.recurrence}
                  onChange={(v) => v && set('recurrence')(v as Recurrence)}
                  allowDeselect={false}
                  data={(['none', 'weekly', 'monthly'] as const).map((v) => ({
                    value: v,
                    label: t(`recurrence.${v}`),
                  }))}
                />
              </SimpleGrid>
              <Checkbox
                label={t('form.includeMeet')}
                checked={form.includeMeet}
                onChange={(e) => set('includeMeet')(e.currentTarget.checked)}
              />
            </>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {target.mode === 'create' ? t('form.create') : t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
