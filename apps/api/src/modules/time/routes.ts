import { errorResponse } from '@agency/shared/api-errors';
import { idParams } from '@agency/shared/schema-primitives';
import {
  billTimeBody,
  billTimeResponse,
  listTimesheetsQuery,
  listTimesheetsResponse,
  projectProfitSchema,
  returnWeekBody,
  saveEntryBody,
  startTimerBody,
  submitWeekBody,
  TIME_MESSAGES,
  timeEntrySchema,
  timeOptionsSchema,
  timerSchema,
  timesheetWeekSchema,
  weekQuery,
  weekStartOf,
} from '@agency/shared/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { noContent } from '../../lib/responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { projectInScope } from '../projects/queries.ts';
import { billTime } from './commands/bill-time.ts';
import { createEntry } from './commands/create-entry.ts';
import { decideWeek } from './commands/decide-week.ts';
import { deleteEntry } from './commands/delete-entry.ts';
import { startTimer } from './commands/start-timer.ts';
import { stopTimer } from './commands/stop-timer.ts';
import { submitWeek } from './commands/submit-week.ts';
import { updateEntry } from './commands/update-entry.ts';
import { todayFor } from './effects.ts';
import { projectProfit } from './profit.ts';
import { getTimer, getTimesheet, getWeek, listTimesheets, timeOptions } from './queries.ts';

const tags = ['time'];

export const timeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/time/timer',
    {
      config: { permission: 'time:track' },
      schema: { tags, summary: 'The caller’s running timer, or null', response: { 200: timerSchema } },
    },
    async (request) => ({ timer: await getTimer(app.db, requireScope(request).user.id) }),
  );

  app.post(
    '/time/timer/start',
    {
      config: { permission: 'time:track' },
      schema: {
        tags,
        summary: 'Start the timer on a project (and task); a running timer is stopped first and kept as an entry',
        body: startTimerBody,
        response: { 409: errorResponse, 201: timeEntrySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await startTimer(serviceContext(request), request.body)),
  );

  app.post(
    '/time/timer/stop',
    {
      config: { permission: 'time:track' },
      schema: {
        tags,
        summary: 'Stop the running timer (whole minutes, at least 1)',
        response: { 409: errorResponse, 200: timeEntrySchema },
      },
    },
    async (request) => stopTimer(serviceContext(request)),
  );

  app.get(
    '/time/options',
    {
      config: { permission: 'time:track' },
      schema: { tags, summary: 'Projects and tasks the caller may log time on', response: { 200: timeOptionsSchema } },
    },
    async (request) => timeOptions(app.db, requireScope(request)),
  );

  app.get(
    '/time/week',
    {
      config: { permission: 'time:track' },
      schema: {
        tags,
        summary: 'The caller’s timesheet of a week (Monday; default this week) with its entries and totals',
        querystring: weekQuery,
        response: { 200: timesheetWeekSchema },
      },
    },
    async (request) => {
      const { user } = requireScope(request);
      const week = request.query.week ?? weekStartOf(await todayFor(app.db, user.id, new Date()));
      return getWeek(app.db, user, week);
    },
  );

  app.post(
    '/time/entries',
    {
      config: { permission: 'time:track' },
      schema: {
        tags,
        summary: 'Log time by hand',
        body: saveEntryBody,
        response: { 409: errorResponse, 201: timeEntrySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createEntry(serviceContext(request), request.body)),
  );

  app.put(
    '/time/entries/:id',
    {
      config: { permission: 'time:track' },
      schema: {
        tags,
        summary: 'Edit an entry (its week open or returned; 409 once submitted or approved)',
        params: idParams,
        body: saveEntryBody,
        response: { 409: errorResponse, 200: timeEntrySchema },
      },
    },
    async (request) => updateEntry(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    '/time/entries/:id',
    {
      config: { permission: 'time:track' },
      schema: {
        response: { 409: errorResponse, 204: noContent },
        tags,
        summary: 'Delete an entry (its week open or returned)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteEntry(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/time/weeks/submit',
    {
      config: { permission: 'time:track' },
      schema: {
        tags,
        summary: 'Submit week: locks it for its person until an admin decides',
        body: submitWeekBody,
        response: { 409: errorResponse, 200: timesheetWeekSchema },
      },
    },
    async (request) => submitWeek(serviceContext(request), request.body.weekStart),
  );

  app.get(
    '/time/timesheets',
    {
      config: { permission: 'timesheet:approve' },
      schema: {
        tags,
        summary: 'Everyone’s weeks in a status (submitted by default), for approval',
        querystring: listTimesheetsQuery,
        response: { 200: listTimesheetsResponse },
      },
    },
    async (request) => ({ items: await listTimesheets(app.db, request.query.status) }),
  );

  app.get(
    '/time/timesheets/:id',
    {
      config: { permission: 'timesheet:approve' },
      schema: {
        tags,
        summary: 'One person’s week with its entries',
        params: idParams,
        response: { 200: timesheetWeekSchema },
      },
    },
    async (request) => getTimesheet(app.db, request.params.id),
  );

  app.post(
    '/time/timesheets/:id/approve',
    {
      config: { permission: 'timesheet:approve' },
      schema: {
        tags,
        summary: 'Approve a submitted week',
        params: idParams,
        response: { 409: errorResponse, 200: timesheetWeekSchema },
      },
    },
    async (request) => decideWeek(serviceContext(request), request.params.id, { kind: 'approve' }),
  );

  app.post(
    '/time/timesheets/:id/return',
    {
      config: { permission: 'timesheet:approve' },
      schema: {
        tags,
        summary: 'Return a submitted week to its person with a note',
        params: idParams,
        body: returnWeekBody,
        response: { 409: errorResponse, 200: timesheetWeekSchema },
      },
    },
    async (request) =>
      decideWeek(serviceContext(request), request.params.id, { kind: 'return', note: request.body.note }),
  );

  app.post(
    '/invoices/:id/time',
    {
      config: { permission: 'invoice:manage' },
      schema: {
        tags,
        summary: 'Add a project’s approved billable time to a draft invoice (one line per task); billed once',
        params: idParams,
        body: billTimeBody,
        response: { 409: errorResponse, 200: billTimeResponse },
      },
    },
    async (request) => billTime(serviceContext(request), request.params.id, request.body.projectId),
  );

  app.get(
    '/projects/:id/profit',
    {
      config: { permission: 'project-profit:read' },
      schema: {
        tags,
        summary: 'A project’s time, cost of time, invoiced amount, expenses and profit (staff only)',
        params: idParams,
        response: { 200: projectProfitSchema },
      },
    },
    async (request) => {
      await projectInScope(app.db, requireScope(request), request.params.id);
      const figures = await projectProfit(app.db, request.params.id);
      if (!figures) throw notFound(TIME_MESSAGES.projectNotFound);
      return figures;
    },
  );
};
