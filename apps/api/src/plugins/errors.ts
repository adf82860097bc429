import { API_MESSAGES } from '@agency/shared/api-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, errorBody } from '../lib/errors.ts';

/** Turns every failure into the one error shape; stack traces stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.code(400).send(errorBody('VALIDATION_ERROR', first, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.code(500).send(errorBody('INTERNAL_ERROR', API_MESSAGES.internal));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send(errorBody('SERVICE_UNAVAILABLE', API_MESSAGES.unavailable));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('INTERNAL_ERROR', API_MESSAGES.internal));
    }
    if (status === 429) {
      return reply.code(429).send(errorBody('TOO_MANY_REQUESTS', error.message));
    }
    if (status === 413) {
      return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', API_MESSAGES.tooLarge));
    }
    if (status === 415) {
      return reply.code(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', API_MESSAGES.sendJson));
    }
    // Malformed JSON, empty bodies and other client errors Fastify detects before our handlers.
    const badBody = error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError;
    return reply.code(status).send(errorBody('BAD_REQUEST', badBody ? API_MESSAGES.notJson : error.message));
  });
});
