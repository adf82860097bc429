import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, users } from '../../db/schema/index.ts';

/**
 * /auth-test's server side (D8): only registered outside production, so there it is a plain 404.
 * It checks the database and the session and makes throwaway users whose credentials it shows.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/auth-test',
    {
      config: { access: 'public' },
      schema: { tags: ['dev'], summary: 'Database and session check (development and demo only)' },
    },
    async (request) => {
      let database: { ok: boolean; message?: string };
      try {
        await app.db.execute(sql`select count(*) from users limit 1`);
        database = { ok: true };
      } catch (error) {
        database = { ok: false, message: (error as Error).message };
      }
      return { database, session: request.user ? { user: request.user } : null };
    },
  );

  app.post(
    '/dev/auth-test/users',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Create a test user (development and demo only)',
        body: z.object({ role: z.enum(['CLIENT', 'ADMIN']) }),
      },
    },
    async (request, reply) => {
      const { role } = request.body;
      const suffix = randomBytes(3).toString('hex');
      const email = `test-${role.toLowerCase()}-${suffix}@example.com`;
      const password = `Test-${randomBytes(4).toString('hex')}!A1`;
      await app.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            name: `Test ${role === 'ADMIN' ? 'Admin' : 'Client'}`,
            firstName: 'Test',
            lastName: role === 'ADMIN' ? 'Admin' : 'Client',
            role,
            emailVerified: true,
          })
          .returning();
        await tx.insert(accounts).values({
          userId: user!.id,
          accountId: user!.id,
          providerId: 'credential',
          password: await hashPassword(password),
        });
      });
      return reply.code(201).send({ email, password, role });
    },
  );
};
