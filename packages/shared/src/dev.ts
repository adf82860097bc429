// The development and demo helpers under /api/dev (D8; the server answers 404 in production).
import { z } from 'zod';
import { emailAddress, wireText } from './schema-primitives.ts';

export const TEST_USER_ROLES = ['CLIENT', 'ADMIN'] as const;
export type TestUserRole = (typeof TEST_USER_ROLES)[number];

export const createTestUserBody = z.object({ role: z.enum(TEST_USER_ROLES) });

export const testUserCredentialsSchema = z.object({
  email: emailAddress(),
  password: wireText(),
  role: z.enum(TEST_USER_ROLES),
});
export type TestUserCredentials = z.infer<typeof testUserCredentialsSchema>;

export const authTestReportSchema = z.object({
  database: z.object({ ok: z.boolean(), message: wireText().optional() }),
  session: z
    .object({ user: z.object({ id: wireText(), email: wireText(), name: wireText(), role: wireText() }) })
    .nullable(),
});
export type AuthTestReport = z.infer<typeof authTestReportSchema>;
