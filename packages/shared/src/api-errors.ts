// The one error shape every API answer uses (ARCHITECTURE "Errors"): { error: { code, message, fields? } }.
// A route names the statuses it can answer beyond the ones every route of its kind can (409, 422, 429...) as
// `response: { 409: errorResponse }`; the OpenAPI document declares them all as this one component.
import { z } from 'zod';
import { wireText } from './schema-primitives.ts';

export const errorResponse = z.object({
  error: z.object({
    /** Machine-readable: VALIDATION_ERROR, NOT_FOUND, CONFLICT… */
    code: wireText(),
    /** For a person, in the spec's words. */
    message: wireText(),
    /** Per field (a.b.0 for nested ones): what is wrong with it. */
    fields: z.record(wireText(), wireText()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
