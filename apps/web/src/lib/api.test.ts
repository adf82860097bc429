import { isoDateTime } from '@agency/shared/schema-primitives';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, wireOf } from './api';

const fetchMock = vi.fn<typeof fetch>();
/** For the tests about errors and transport, where the body's shape does not matter. */
const anyBody = z.unknown();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'p1', name: 'Website' }, 201));

    const result = await apiFetch('/projects', { method: 'POST', body: { name: 'Website' } }, anyBody);

    expect(result).toEqual({ id: 'p1', name: 'Website' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/projects');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"name":"Website"}',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
  });

  it('defaults to GET without a body or Content-Type', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));

    await apiFetch('/projects', {}, anyBody);

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('returns undefined for an empty 204 answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));

    await expect(apiFetch('/sessions/current', { method: 'DELETE' }, z.undefined())).resolves.toBeUndefined();
  });

  it('validates the response with the given schema', async () => {
    const schema = z.object({ id: z.string(), total: z.number().int() });
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'inv_1', total: 120000, secret: 'stripped' }));

    const invoice = await apiFetch('/invoices/inv_1', {}, schema);

    expect(invoice).toEqual({ id: 'inv_1', total: 120000 });
  });

  it('decodes ISO timestamps to Dates with the shared schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ createdAt: '2026-11-23T10:00:00.000Z' }));

    const row = await apiFetch('/rows/1', {}, z.object({ createdAt: isoDateTime }));

    expect(row.createdAt).toEqual(new Date('2026-11-23T10:00:00.000Z'));
  });

  it('throws INVALID_RESPONSE when the body does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 42 }));

    const error = await caught(apiFetch('/invoices/inv_1', {}, z.object({ id: z.string() })));

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it("turns the server's error shape into an ApiError with status, code, message and fields", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Name, email, and message are required',
            fields: { email: 'Please enter a valid email address.' },
          },
        },
        400,
      ),
    );

    const error = await caught(apiFetch('/contact', { method: 'POST', body: {} }, anyBody));

    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Name, email, and message are required',
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('leaves fields undefined when the error has none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'NOT_FOUND', message: 'Project not found' } }, 404));

    const error = await caught(apiFetch('/projects/unknown', {}, anyBody));

    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Project not found' });
    expect(error.fields).toBeUndefined();
  });

  it('reports a non-JSON error body by its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<h1>Internal Server Error</h1>', { status: 500 }));

    const error = await caught(apiFetch('/projects', {}, anyBody));

    expect(error).toMatchObject({ status: 500, code: 'HTTP_ERROR', message: 'HTTP error! status: 500' });
  });

  it('reports JSON without the error shape by its status', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false }, 502));

    const error = await caught(apiFetch('/projects', {}, anyBody));

    expect(error.message).toBe('HTTP error! status: 502');
  });

  it('keeps a plain string error message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Failed to send message. Please try again.' }, 500));

    const error = await caught(apiFetch('/contact', { method: 'POST', body: {} }, anyBody));

    expect(error).toMatchObject({ status: 500, message: 'Failed to send message. Please try again.' });
  });

  it('turns a network failure into NETWORK_ERROR with status 0', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(failure);

    const error = await caught(apiFetch('/projects', {}, anyBody));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.cause).toBe(failure);
  });

  it('rethrows an abort untouched so cancelled queries are not reported as failures', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValueOnce(abort);

    await expect(apiFetch('/projects', { signal: AbortSignal.abort() }, anyBody)).rejects.toBe(abort);
  });

  it('sends FormData as is, letting the browser set the multipart boundary', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'f1' }, 201));
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');

    await apiFetch('/files', { method: 'POST', body: form }, anyBody);

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('takes a wireOf answer as sent: ISO strings stay strings', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ createdAt: '2026-11-23T10:00:00.000Z' }));

    const result = await apiFetch('/thing', {}, wireOf<z.ZodObject<{ createdAt: typeof isoDateTime }>>());

    expect(result).toEqual({ createdAt: '2026-11-23T10:00:00.000Z' });
  });
});
