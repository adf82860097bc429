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

// What the web reads of these answers as they travel (ADR 0011): the schemas' input, dates as ISO strings.
export type MeOnWire = z.input<typeof meSchema>;
