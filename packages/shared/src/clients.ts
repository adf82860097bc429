// The client organisations contract: GET /api/clients (scoped to the caller, D5).
import { z } from 'zod';
import { wireText } from './schema-primitives.ts';

export const clientOrganisationSchema = z.object({ id: wireText(), name: wireText(), email: wireText() });
export type ClientOrganisation = z.infer<typeof clientOrganisationSchema>;

export const listClientsResponse = z.object({ items: z.array(clientOrganisationSchema) });
