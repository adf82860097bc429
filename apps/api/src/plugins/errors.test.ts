import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { errorsPlugin } from './errors.ts';

const app = Fastify().withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/echo',
    { schema: { body: z.object({ email: z.email('Please enter a valid email address.') }) } },
    async (req) => req.body,
  );
  app.get('/conflict', async () => {
    throw new AppError(409, 'CONFLICT', 'Already there');
  });
  app.get('/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error shape', () => {
  it('answers a malformed JSON body with 400 in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
  });

  it('answers a schema failure with 400, the first message and the fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      },
    });
  });

  it('passes an AppError through with its status and code', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: 'Already there' } });
  });

  it('never leaks a stack trace or internal message', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
  });
});
