import type { Language } from '@agency/shared/enums';
import { type ComposedMail, composeMail, greeting } from '../compose.ts';

// An event's invitation, its update and its withdrawal (D17), to one attendee: the .ics is attached by the caller.

export interface EventMailInput {
  kind: 'invitation' | 'update' | 'cancel';
  attendeeName: string | null;
  organizer: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  /** The zone the attendee reads times in (their Settings zone, else the event's). */
  zone: string;
  recurrence: 'none' | 'weekly' | 'monthly';
  location: string | null;
  meetingUrl: string | null;
  description: string;
  /** The signed Accept and Decline links (none for a withdrawal). */
  answers: { accept: string; decline: string } | null;
}

export function eventEmail(input: EventMailInput, language: Language | null): ComposedMail {
  return composeMail(language, (kit) => {
    const { t } = kit;
    const when = input.allDay ? kit.span(...dayBounds(input)) : kit.instants(input.startsAt, input.endsAt, input.zone);
    const rows: Array<[string, string]> = [
      [t('event.when'), input.recurrence === 'none' ? when : `${when}, ${t(`event.repeats.${input.recurrence}`)}`],
      ...(input.location ? [[t('event.where'), input.location] as [string, string]] : []),
      ...(input.meetingUrl ? [[t('event.meeting'), input.meetingUrl] as [string, string]] : []),
    ];
    const values = { organizer: input.organizer, title: input.title };
    const answers = input.answers;
    return {
      subject: t(`event.subject.${input.kind}`, { title: input.title }),
      content: {
        paragraphs: [
          greeting(kit, input.attendeeName),
          t(`event.intro.${input.kind}`, values),
          ...(input.description ? [input.description] : []),
          ...(answers ? [`${t('event.decline')}: ${answers.decline}`] : []),
        ],
        rows,
        ...(answers ? { button: { label: t('event.accept'), url: answers.accept } } : {}),
        ...(answers ? { footnotes: [t('event.ics')] } : {}),
      },
    };
  });
}

/** An all-day event's first and last day: its dates are stored from midnight UTC, its end exclusive. */
function dayBounds({ startsAt, endsAt }: EventMailInput): [string, string] {
  const last = new Date(Math.max(startsAt.getTime(), endsAt.getTime() - 1));
  return [startsAt.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}
