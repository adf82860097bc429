import { errorResponse } from '@agency/shared/api-errors';
import {
  invitationLinkResponse,
  invitationSchema,
  invitationWithLinkSchema,
  inviteUserBody,
  listInvitationsQuery,
  listInvitationsResponse,
} from '@agency/shared/invitations';
import { idParams } from '@agency/shared/schema-primitives';
import {
  listUsersQuery,
  listUsersResponse,
  setUserActiveResponse,
  updateUserBody,
  updateUserIdentityBody,
  updateUserResponse,
  userIdentityResponse,
} from '@agency/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/caller.ts';
import { actorOf, contextOf } from '../../lib/request-context.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { assertUnderLimit } from '../../lib/sign-in-limits.ts';
import {
  inviteUser,
  issueInvitationLink,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from '../invitations/service.ts';
import { updateUserIdentity } from './commands/update-identity.ts';
import { listUsers, setActive, updateUser } from './service.ts';

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
        querystring: listUsersQuery,
        response: { 200: listUsersResponse },
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
        body: updateUserBody,
        response: { 409: errorResponse, 200: updateUserResponse },
      },
    },
    async (request) => {
      const user = await updateUser(change(request), request.params.id, request.body);
      return { id: user.id, role: user.role };
    },
  );

  app.patch(
    '/users/:id/identity',
    {
      config: manage,
      schema: {
        tags: ['users'],
        summary: 'Correct a user’s name or e-mail address',
        params: idParams,
        body: updateUserIdentityBody,
        response: { 409: errorResponse, 200: userIdentityResponse },
      },
    },
    async (request) => updateUserIdentity(serviceContext(request), request.params.id, request.body),
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
          // Deactivating one's own account is refused.
          response: { 200: setUserActiveResponse, ...(active ? {} : { 409: errorResponse }) },
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
        querystring: listInvitationsQuery,
        response: { 200: listInvitationsResponse },
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
        body: inviteUserBody,
        response: { 409: errorResponse, 429: errorResponse, 201: invitationWithLinkSchema },
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
        response: { 409: errorResponse, 200: invitationWithLinkSchema },
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
        response: { 409: errorResponse, 200: invitationLinkResponse },
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
        response: { 409: errorResponse, 200: invitationSchema },
      },
    },
    async (request) => revokeInvitation(change(request), request.params.id),
  );
};
