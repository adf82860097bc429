// The one way the browser talks to the server (ARCHITECTURE: "the browser talks only to /api").
// Every feature's api/ files call apiFetch, so errors reach the UI in one shape whatever went wrong.
import type { z } from 'zod';
import { loadMessageCatalogue } from '../i18n';

const API_BASE = '/api';

/** Anything with zod's `parse`; a zod schema from @agency/shared is the usual one. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * One of our API routes' answers as it travels: the WIRE type of its shared response schema (`z.input`, dates as ISO
 * strings), taken without parsing it again. The server parses, encodes and strips every response with that same
 * schema before sending it (fastify-type-provider-zod), so the contract is still written once; every read takes the
 * answer as is because parsing it here would put zod (not tree-shakable) on the screen
 * (docs/decisions/0011-first-screen-reads-the-wire-type.md). Types only: nothing of `S` reaches the bundle.
 * Only what Better Auth answers itself (the API does not parse it) is still parsed here, by the forms that ask.
 */
export function wireOf<S extends z.ZodType>(): ResponseSchema<z.input<S>> {
  return sentAs<z.input<S>>();
}

/**
 * The same pass-through for an answer whose wire type is not a schema's input: get-session, which the API's Better
 * Auth bridge parses with the shared sessionResponse and sends back as JSON (`SessionOnWire`).
 */
export function sentAs<T>(): ResponseSchema<T> {
  return { parse: (data) => data as T };
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData (file uploads) is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type ApiErrorCode = string;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Per-field validation messages, keyed by the request's field names. */
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Fetches `/api${path}` with the session cookie and returns the JSON body parsed by `schema` (the endpoint's
 * response schema from @agency/shared; a 204 reads as undefined). The schema is required so that a renamed
 * field fails loudly here instead of rendering `undefined`.
 * Throws ApiError for HTTP errors, unreachable servers and responses that fail the schema; an aborted request
 * rethrows the AbortError so TanStack Query can tell cancellation from failure.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions, schema: ResponseSchema<T>): Promise<T> {
  try {
    return await request(path, options, schema);
  } catch (error) {
    // Screens show an ApiError's message translated as they render it (lib/error-message.ts): its catalogue is
    // there before the error reaches them, and costs the first screen nothing until then.
    if (error instanceof ApiError) await loadMessageCatalogue();
    throw error;
  }
}

async function request<T>(path: string, options: ApiFetchOptions, schema: ResponseSchema<T>): Promise<T> {
  const { method = 'GET', body, signal, headers } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  };

  const response = await send(`${API_BASE}${path}`, init);
  if (!response.ok) throw await toApiError(response);

  const data = await readJson(response);
  try {
    return schema.parse(data);
  } catch (cause) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unexpected response.', undefined, {
      cause,
    });
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'Unable to reach the server. Please check your internet connection and try again.',
      undefined,
      { cause },
    );
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unexpected response.', undefined, {
      cause,
    });
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = new ApiError(response.status, 'HTTP_ERROR', `HTTP error! status: ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return fallback;
  }
  const error = isRecord(body) ? body.error : undefined;
  // The spec's contact endpoint answered `{ error: "message" }`; keep its message if a proxy or old server does.
  if (typeof error === 'string' && error !== '') return new ApiError(response.status, 'HTTP_ERROR', error);
  if (!isRecord(error) || typeof error.message !== 'string') return fallback;
  const code = typeof error.code === 'string' ? error.code : 'HTTP_ERROR';
  return new ApiError(response.status, code, error.message, toFields(error.fields));
}

function toFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
