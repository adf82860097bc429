import type { Readable } from 'node:stream';
import { z } from 'zod';

/** 204 No Content: what a route declares as `response: { 204: noContent }` and answers with `.send(null)`. */
export const noContent = z.null();

/** The bytes of an answer that is not JSON: sent as they are (Fastify serializes only objects), described as text. */
const fileBody = z.custom<Buffer | Readable | string>(() => true).meta({ type: 'string' });

/**
 * A success answer that is not JSON (a PDF, a CSV, a picture, a calendar feed, an HTML page), declared per media
 * type so that the OpenAPI document tells a client what it gets.
 */
export function fileResponse(description: string, ...mediaTypes: string[]) {
  const content = Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBody }]));
  return { description, content };
}

/** A 303 to a page of the site (the answer of a link opened from an e-mail). */
export const redirectResponse = z.null().describe('Redirects to the page that tells how it went (Location).');
