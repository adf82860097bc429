import { errorResponse } from '@agency/shared/api-errors';
import { confirmEmailChangeBody, pendingEmailChangeSchema, requestEmailChangeBody } from '@agency/shared/email-change';
import { meSchema } from '@agency/shared/me';
import { preferencesSchema, updatePreferencesBody } from '@agency/shared/preferences';
import { deleteAccountBody, profileSchema, updateProfileBody } from '@agency/shared/profile';
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES } from '@agency/shared/profile-values';
import { idParams } from '@agency/shared/schema-primitives';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/caller.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { fileResponse, noContent } from '../../lib/responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { avatarRefused } from './avatar-image.ts';
import { confirmEmailChange } from './commands/confirm-email-change.ts';
import { deleteAccount } from './commands/delete-account.ts';
import { requestEmailChange } from './commands/request-email-change.ts';
import { avatarKey, removeAvatar, setAvatar } from './commands/set-avatar.ts';
import { updatePreferences } from './commands/update-preferences.ts';
import { updateProfile } from './commands/update-profile.ts';
import { getPendingEmailChange, getProfile } from './queries.ts';
import { getPreferences } from './service.ts';

const tags = ['accounts'];
/** Room for the multipart envelope around the picture when judging a request by its Content-Length. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** The signed-in user's own account: every id comes from the session, never from the request. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: AVATAR_MAX_BYTES + 1, fields: 0, parts: 1, fieldSize: 0 },
  });

  app.get(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'The signed-in user', response: { 200: meSchema } },
    },
    async (request) => requireUser(request),
  );

  // D23: preferences live on the server, so they follow the user to every browser.
  app.get(
    '/me/preferences',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: "The signed-in user's preferences", response: { 200: preferencesSchema } },
    },
    async (request) => getPreferences(app.db, requireUser(request).id),
  );

  app.patch(
    '/me/preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Changes the signed-in user's theme, language, time zone, date format or start page",
        body: updatePreferencesBody,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => updatePreferences(serviceContext(request), request.body),
  );

  app.get(
    '/me/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'My Profile', response: { 200: profileSchema } },
    },
    async (request) => getProfile(app.db, requireUser(request).id),
  );

  app.patch(
    '/me/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Edit Profile: name, phone, location, time zone, bio',
        body: updateProfileBody,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateProfile(serviceContext(request), request.body),
  );

  // A change of sign-in address: asked for with the password, done only by the link mailed to the new address.
  app.get(
    '/me/email-change',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The change of e-mail address waiting for its link',
        response: { 200: pendingEmailChangeSchema },
      },
    },
    async (request) => getPendingEmailChange(app.db, requireUser(request).id, new Date()),
  );

  app.post(
    '/me/email-change',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Change e-mail: the new address and the password; a single-use link goes to the new address',
        body: requestEmailChangeBody,
        // 429: five requests or five wrong passwords an hour.
        response: { 429: errorResponse, 202: pendingEmailChangeSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await requestEmailChange(serviceContext(request), request.body)),
  );

  app.post(
    '/me/email-change/confirm',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Confirm a change of e-mail address with the link, signed in as the person who asked',
        body: confirmEmailChangeBody,
        // 404 no such link, 409 used or the address taken since, 410 replaced by a newer request or expired.
        response: { 404: errorResponse, 409: errorResponse, 410: errorResponse, 200: profileSchema },
      },
    },
    async (request) => confirmEmailChange(serviceContext(request), request.body.token),
  );

  app.put(
    '/me/avatar',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Upload a profile picture (multipart, field "file"): JPG, GIF or PNG, 1MB max; stored square',
        response: { 413: errorResponse, 415: errorResponse, 200: profileSchema },
      },
    },
    async (request, reply) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD) {
        request.raw.resume();
        reply.header('connection', 'close');
        throw avatarRefused(413);
      }
      if (!request.isMultipart())
        throw badRequest(PROFILE_MESSAGES.noAvatarFile, { file: PROFILE_MESSAGES.noAvatarFile });
      const part = await request.file();
      if (part?.fieldname !== 'file')
        throw badRequest(PROFILE_MESSAGES.noAvatarFile, { file: PROFILE_MESSAGES.noAvatarFile });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        if (size > AVATAR_MAX_BYTES) {
          part.file.resume();
          throw avatarRefused(413);
        }
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw avatarRefused(413);
      if (size === 0) throw badRequest(PROFILE_MESSAGES.noAvatarFile, { file: PROFILE_MESSAGES.noAvatarFile });
      return setAvatar(serviceContext(request), Buffer.concat(chunks));
    },
  );

  app.delete(
    '/me/avatar',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Remove the profile picture (the initials avatar shows)',
        response: { 200: profileSchema },
      },
    },
    async (request) => removeAvatar(serviceContext(request)),
  );

  app.post(
    '/me/delete-account',
    {
      config: { permission: 'account:delete' },
      schema: {
        response: { 409: errorResponse, 204: noContent },
        tags,
        summary: 'Delete Account: the phrase and the password; never the last administrator',
        body: deleteAccountBody,
      },
    },
    async (request, reply) => {
      await deleteAccount(serviceContext(request), request.body);
      // Its sessions are gone on the server: the browser's cookie names nothing now.
      return reply.code(204).send(null);
    },
  );

  // D26: avatars come from the product itself. Any signed-in user may see them (they sit beside names everywhere);
  // the id is a random key that changes with every upload, so the answer may be cached for good.
  app.get(
    '/avatars/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: fileResponse('The picture', 'image/webp') },
        tags,
        summary: 'A profile picture (WebP)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const object = await app.storage.get(avatarKey(request.params.id));
      if (!object) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(object.contentLength))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(object.body);
    },
  );
};
