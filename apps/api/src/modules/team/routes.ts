import { idParams } from '@agency/shared/schema-primitives';
import {
  certificationParams,
  certificationSchema,
  createCertificationBody,
  createReviewBody,
  deleteCertificationResponse,
  employeeProfileSchema,
  listTeamQuery,
  listTeamResponse,
  reviewSchema,
  teamSummarySchema,
  updateEmployeeBody,
} from '@agency/shared/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../lib/caller.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { addCertification } from './commands/add-certification.ts';
import { addReview } from './commands/add-review.ts';
import { deleteCertification } from './commands/delete-certification.ts';
import { updateEmployee } from './commands/update-employee.ts';
import { getEmployeeProfile } from './profile.ts';
import { listTeam, teamSummary } from './queries.ts';

/**
 * The Team directory and employee profiles (001 §2, issue #20). The directory answers every role within its scope (a
 * client: the people on their projects, no performance figures); profiles are for staff; reviews are an admin's.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team',
    {
      config: { permission: 'team:read' },
      schema: {
        tags: ['team'],
        summary: 'Team members: search, department and status filters, five sorts, page by page',
        querystring: listTeamQuery,
        response: { 200: listTeamResponse },
      },
    },
    async (request) => listTeam(app.db, requireScope(request), request.query),
  );

  app.get(
    '/team/summary',
    {
      config: { permission: 'team:read' },
      schema: {
        tags: ['team'],
        summary: 'The stat cards: members, active now, average productivity, team rating',
        response: { 200: teamSummarySchema },
      },
    },
    async (request) => teamSummary(app.db, requireScope(request)),
  );

  app.get(
    '/team/:id',
    {
      config: { permission: 'employee:read' },
      schema: {
        tags: ['team'],
        summary: 'An employee profile: header, figures, projects, reviews (private) and certifications',
        params: idParams,
        response: { 200: employeeProfileSchema },
      },
    },
    async (request) => getEmployeeProfile(app.db, requireScope(request), request.params.id),
  );

  app.patch(
    '/team/:id',
    {
      config: { permission: 'employee:update' },
      schema: {
        tags: ['team'],
        summary: 'Edit Profile: the person themself or an admin (job title, department, manager: admin)',
        params: idParams,
        body: updateEmployeeBody,
        response: { 200: employeeProfileSchema },
      },
    },
    async (request) => updateEmployee(serviceContext(request), request.params.id, request.body),
  );

  app.post(
    '/team/:id/reviews',
    {
      config: { permission: 'employee:review' },
      schema: {
        tags: ['team'],
        summary: 'Write a performance review; the person is notified',
        params: idParams,
        body: createReviewBody,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addReview(serviceContext(request), request.params.id, request.body)),
  );

  app.post(
    '/team/:id/certifications',
    {
      config: { permission: 'employee:update' },
      schema: {
        tags: ['team'],
        summary: 'Add a certification to a profile',
        params: idParams,
        body: createCertificationBody,
        response: { 201: certificationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addCertification(serviceContext(request), request.params.id, request.body)),
  );

  app.delete(
    '/team/:id/certifications/:certificationId',
    {
      config: { permission: 'employee:update' },
      schema: {
        tags: ['team'],
        summary: 'Remove a certification from a profile',
        params: certificationParams,
        response: { 200: deleteCertificationResponse },
      },
    },
    async (request) => deleteCertification(serviceContext(request), request.params.id, request.params.certificationId),
  );
};
