import { ROLES } from '@agency/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertUnderLimit } from '../../auth/sign-in-limits.ts';
import { actorOf, contextOf } from '../../lib/request-context.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  inviteUser,
  issueInvitationLink,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from '../invitations/service.ts';
import { listUsers, setActive, updateUser } from './service.ts';

const userItem = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  createdAt: z.date(),
  lastSeenAt: z.date().nullable(),
});

const invitationItem = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  clientId: z.string().nullable(),
  status: z.string(),
  expiresAt: z.date(),
  createdAt: z.date(),
});

/** The absolute link the invitee opens; returned so an admin can copy it when no mail server is configured. */
const withInviteUrl = invitationItem.extend({ inviteUrl: z.string() });

const idParams = z.object({ id: z.uuid() });
const manage = { permission: 'user:manage' } as const;

/** Admin user management (D4): every change is audited in its transaction. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const change = (request: Parameters<typeof actorOf>[0]) => ({
    db: app.db,
    actor: { ...actorOf(request)!, id: requireUser(request).id },
    context: contextOf(request),
  });

  app.get(
    '/users',
    {
      config: manage,
      schema: {
        tags: ['users'],
        summary: 'List and search users',
        querystring: z.object({
          q: z.string().max(200).optional(),
          role: z.enum(ROLES).optional(),
          cursor: z.string().max(200).optional(),
        }),
        response: { 200: z.object({ items: z.array(userItem), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.patch(
    '/users/:id',
    {
      config: manage,
      schema: {
        tags: ['users'],
        summary: 'Change a user’s role or client organisation',
        params: idParams,
        body: z.object({ role: z.enum(ROLES).optional(), clientId: z.uuid().nullable().optional() }),
      },
    },
    async (request) => {
      const user = await updateUser(change(request), request.params.id, request.body);
      return { id: user.id, role: user.role };
    },
  );

  for (const [path, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/users/:id/${path}`,
      {
        config: manage,
        schema: {
          tags: ['users'],
          summary: `${path === 'deactivate' ? 'Deactivate' : 'Reactivate'} a user`,
          params: idParams,
        },
      },
      async (request) => {
        const user = await setActive(change(request), request.params.id, active);
        return { id: user.id, isActive: user.isActive };
      },
    );
  }

  app.get(
    '/users/invitations',
    {
      config: manage,
      schema: {
        tags: ['users'],
        summary: 'Invitations, newest first, a page at a time',
        querystring: z.object({
          cursor: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: z.object({ items: z.array(invitationItem), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) => listInvitations(app.db, request.query),
  );

  app.post(
    '/users/invitations',
    {
      config: manage,
      schema: {
        tags: ['users'],
        summary: 'Invite a user by e-mail',
        body: z.object({
          email: z.email('Please enter a valid email address').max(254),
          firstName: z.string().trim().min(1, 'First name is required').max(100),
          lastName: z.string().trim().min(1, 'Last name is required').max(100),
          role: z.enum(ROLES),
          clientId: z.uuid().nullable().optional(),
        }),
        response: { 201: withInviteUrl },
      },
    },
    async (request, reply) => {
      await assertUnderLimit(app.db, {
        action: 'user.invited',
        ip: request.ip,
        max: 50,
        windowMs: 60 * 60 * 1000,
        message: 'Too many invitations sent in the last hour. Please try again later.',
      });
      const invitation = await inviteUser(
        { ...change(request), mailer: app.mailer, publicUrl: app.config.publicUrl },
        request.body,
      );
      return reply.code(201).send(invitation);
    },
  );

  app.post(
    '/users/invitations/:id/resend',
    {
      config: manage,
      schema: {
        tags: ['users'],
        summary: 'Send a pending invitation again with a new link (a revoked one stays revoked: 409)',
        params: idParams,
        response: { 200: withInviteUrl },
      },
    },
    async (request) =>
      resendInvitation({ ...change(request), mailer: app.mailer, publicUrl: app.config.publicUrl }, request.params.id),
  );

  app.post(
    '/users/invitations/:id/link',
    {
      config: manage,
      schema: {
        tags: ['users'],
        summary: 'A fresh link for a pending invitation, without sending mail (the previous link stops working)',
        params: idParams,
        response: { 200: z.object({ inviteUrl: z.string(), expiresAt: z.date() }) },
      },
    },
    async (request) => issueInvitationLink({ ...change(request), publicUrl: app.config.publicUrl }, request.params.id),
  );

  app.post(
    '/users/invitations/:id/revoke',
    {
      config: manage,
      schema: {
        tags: ['users'],
        summary: 'Revoke a pending invitation',
        params: idParams,
        response: { 200: invitationItem },
      },
    },
    async (request) => revokeInvitation(change(request), request.params.id),
  );
};
