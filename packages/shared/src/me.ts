// The signed-in user as GET /api/me answers.
import { z } from 'zod';
import { ROLES } from './enums.ts';
import { wireText } from './schema-primitives.ts';

export const meSchema = z.object({
  id: wireText(),
  email: wireText(),
  name: wireText(),
  firstName: wireText(),
  lastName: wireText(),
  role: z.enum(ROLES),
  clientId: wireText().nullable(),
  twoFactorEnabled: z.boolean(),
  image: wireText().nullable(),
});
export type Me = z.infer<typeof meSchema>;
