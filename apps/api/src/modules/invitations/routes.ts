import { errorResponse } from '@agency/shared/api-errors';
import {
  acceptInvitationBody,
  acceptInvitationResponse,
  invitationPreviewSchema,
  invitationTokenParams,
} from '@agency/shared/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { contextOf } from '../../lib/request-context.ts';
import { acceptInvitation, findUsableInvitation } from './service.ts';

/** The invitee's side: check a link, then accept it with a password (D4). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Check an invitation link',
        params: invitationTokenParams,
        response: { 409: errorResponse, 410: errorResponse, 200: invitationPreviewSchema },
      },
    },
    async (request) => {
      const invitation = await findUsableInvitation(app.db, request.params.token);
      return {
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        role: invitation.role,
      };
    },
  );

  app.post(
    '/invitations/accept',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Accept an invitation: create the account with this password and sign in',
        body: acceptInvitationBody,
        response: { 404: errorResponse, 409: errorResponse, 410: errorResponse, 200: acceptInvitationResponse },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      await assertAcceptablePassword(password, 'password');
      const user = await acceptInvitation(app.db, token, password, contextOf(request));
      // Sign the new user in through Better Auth so the session is an ordinary one.
      const { headers, response } = await app.auth.api.signInEmail({
        body: { email: user.email, password },
        headers: new Headers({ 'user-agent': request.headers['user-agent'] ?? '', 'x-forwarded-for': request.ip }),
        returnHeaders: true,
      });
      reply.header('set-cookie', headers.getSetCookie());
      return {
        user: { id: user.id, email: user.email, name: user.name, role: user.role },
        signedIn: Boolean(response?.token),
      };
    },
  );
};
