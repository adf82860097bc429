import {
  calendarAgendaResponse,
  calendarEntrySchema,
  calendarEventQuery,
  calendarFeedResponse,
  calendarRangeQuery,
  calendarRangeResponse,
  eventFormBody,
  occurrenceBody,
  occurrenceQuery,
  quickMeetingBody,
  respondBody,
} from '@agency/shared/calendar';
import { idParams, uuid, wireText } from '@agency/shared/schema-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope, requireUser } from '../../lib/caller.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { notFound } from '../../lib/errors.ts';
import { fileResponse, noContent } from '../../lib/responses.ts';
import { serviceContext, systemContext } from '../../lib/service-context.ts';
import { cancelEvent } from './commands/cancel-event.ts';
import { changeOccurrence } from './commands/change-occurrence.ts';
import { createEvent } from './commands/create-event.ts';
import { quickMeeting } from './commands/quick-meeting.ts';
import { respondByLink, respondToEvent } from './commands/respond-to-event.ts';
import { ensureFeed, feedUrl, rotateFeed } from './commands/rotate-feed.ts';
import { sendReminder } from './commands/send-reminder.ts';
import { updateEvent } from './commands/update-event.ts';
import { REMINDER_JOB } from './effects.ts';
import { feedOwner, feedText } from './feed.ts';
import { agenda, eventDetails, listRange } from './queries.ts';
import { rsvpPage } from './rsvp-page.ts';

const tags = ['calendar'];
const created = z.object({ id: z.string() });
const rsvpParams = z.object({ attendeeId: uuid(), response: z.enum(['accepted', 'declined']) });
const rsvpQuery = z.object({ sig: wireText().max(100) });

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define({
    name: REMINDER_JOB,
    handler: ({ db, now, payload }) =>
      sendReminder(
        systemContext({ db, mailer: app.mailer, storage: app.storage, config: app.config }, () => now),
        payload as { eventId: string; sequence: number; occurrenceStart: string },
      ),
  });

  app.get(
    '/calendar/events',
    {
      config: { permission: 'calendar:read' },
      schema: {
        tags,
        summary:
          'The days [from, to) of the caller’s zone: events (series expanded), project deadlines, invoice due dates',
        querystring: calendarRangeQuery,
        response: { 200: calendarRangeResponse },
      },
      // The grid's entries only (calendarGridEntrySchema), from the database (lib/compiled-serializer.ts): a busy
      // month without zod's re-check of each; an entry's people and text come with GET /calendar/events/:id.
      serializerCompiler: compiledSerializer,
    },
    async (request) => listRange(app.db, requireScope(request), request.query),
  );

  app.get(
    '/calendar/events/:id',
    {
      config: { permission: 'calendar:read' },
      schema: {
        tags,
        summary: 'One event as its details show it (people, text, place); one occurrence of a series by its start',
        params: idParams,
        querystring: calendarEventQuery,
        response: { 200: calendarEntrySchema },
      },
    },
    async (request) => eventDetails(app.db, requireScope(request), request.params.id, request.query.occurrenceStart),
  );

  app.get(
    '/calendar/agenda',
    {
      config: { permission: 'calendar:read' },
      schema: { tags, summary: 'Today’s Events and Upcoming (first 5)', response: { 200: calendarAgendaResponse } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => agenda(app.db, requireScope(request), new Date()),
  );

  app.post(
    '/calendar/events',
    {
      config: { permission: 'calendar:write' },
      schema: {
        tags,
        summary: 'Create New Event (001 §5); invitations mailed with an .ics',
        body: eventFormBody,
        response: { 201: created },
      },
    },
    async (request, reply) => reply.code(201).send(await createEvent(serviceContext(request), request.body)),
  );

  app.post(
    '/calendar/quick-meeting',
    {
      config: { permission: 'calendar:write' },
      schema: {
        tags,
        summary: 'Quick meeting: Team Meeting in 5 minutes for 30 minutes',
        body: quickMeetingBody,
        response: { 201: created },
      },
    },
    async (request, reply) => reply.code(201).send(await quickMeeting(serviceContext(request), request.body.attendees)),
  );

  app.put(
    '/calendar/events/:id',
    {
      config: { permission: 'calendar:write' },
      schema: {
        tags,
        summary: 'Edit, move or resize an event (a whole series)',
        params: idParams,
        body: eventFormBody,
        response: { 200: created },
      },
    },
    async (request) => updateEvent(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    '/calendar/events/:id',
    {
      config: { permission: 'calendar:write' },
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Cancel an event (a whole series); attendees get the withdrawal',
        params: idParams,
      },
    },
    async (request, reply) => {
      await cancelEvent(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/calendar/events/:id/occurrences',
    {
      config: { permission: 'calendar:write' },
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Edit or move one occurrence of a series',
        params: idParams,
        body: occurrenceBody,
      },
    },
    async (request, reply) => {
      await changeOccurrence(serviceContext(request), request.params.id, request.body.occurrenceStart, {
        cancel: false,
        fields: request.body,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/calendar/events/:id/occurrences',
    {
      config: { permission: 'calendar:write' },
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Cancel one occurrence of a series',
        params: idParams,
        querystring: occurrenceQuery,
      },
    },
    async (request, reply) => {
      await changeOccurrence(serviceContext(request), request.params.id, request.query.occurrenceStart, {
        cancel: true,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/calendar/events/:id/response',
    {
      config: { permission: 'calendar:respond' },
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Accept, decline or maybe: the caller’s own invitation',
        params: idParams,
        body: respondBody,
      },
    },
    async (request, reply) => {
      await respondToEvent(serviceContext(request), request.params.id, request.body.response);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/feed',
    {
      config: { permission: 'calendar:read' },
      schema: { tags, summary: 'The caller’s private iCalendar feed URL', response: { 200: calendarFeedResponse } },
    },
    async (request) => {
      const feed = await ensureFeed(app.db, requireUser(request).id);
      return { url: feedUrl(app.config.publicUrl, feed.token), createdAt: feed.createdAt, rotatedAt: feed.rotatedAt };
    },
  );

  app.post(
    '/calendar/feed/rotate',
    {
      config: { permission: 'calendar:read' },
      schema: { tags, summary: 'A new feed URL; the old one stops working', response: { 200: calendarFeedResponse } },
    },
    async (request) => {
      const feed = await rotateFeed(serviceContext(request));
      return { url: feedUrl(app.config.publicUrl, feed.token), createdAt: feed.createdAt, rotatedAt: feed.rotatedAt };
    },
  );

  // Calendar apps subscribe without a session: the unguessable token in the URL is the credential (D17).
  app.get(
    '/calendar/feed/:file',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: fileResponse('The feed', 'text/calendar') },
        tags,
        summary: 'A user’s iCalendar feed (text/calendar), by its token',
        params: z.object({ file: wireText().max(100) }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const caller = await feedOwner(app.db, token);
      if (!caller) throw notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="northstar.ics"')
        .send(await feedText(app.db, caller, new Date()));
    },
  );

  // The mail's Accept/Decline: the GET only shows a button (mail scanners open links), the POST records the answer.
  app.get(
    '/calendar/rsvp/:attendeeId/:response',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: fileResponse('The answer page', 'text/html') },
        tags,
        summary: 'The answer page of an invitation link',
        params: rsvpParams,
        querystring: rsvpQuery,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(rsvpPage({ ...request.params, sig: request.query.sig, done: null })),
  );

  app.post(
    '/calendar/rsvp/:attendeeId/:response',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: fileResponse('The page confirming the answer', 'text/html') },
        tags,
        summary: 'Record the answer of an invitation link',
        params: rsvpParams,
        querystring: rsvpQuery,
      },
    },
    async (request, reply) => {
      const { attendeeId, response } = request.params;
      const { title } = await respondByLink(serviceContext(request), attendeeId, response, request.query.sig);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(rsvpPage({ attendeeId, response, sig: request.query.sig, done: title }));
    },
  );
};
