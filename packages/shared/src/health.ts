// GET /api/health: what a load balancer or a person checks first.
import { z } from 'zod';
import { wireText } from './schema-primitives.ts';

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    reachable: z.boolean(),
    engine: z.enum(['pglite', 'postgres']),
    schemaVersion: z.object({ migrations: z.number(), latestMigrationAt: wireText().nullable() }).nullable(),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
