import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_PUBLIC_URL,
  type DocumentedOperation,
  fetchDocument,
  lintOpenApi,
  type OpenApiDocument,
  operationsOf,
} from '../fuzz/document.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { operationIdOf } from './openapi.ts';

// Issue #22 point 3: the published document is one a client generator can use, clean under Redocly's recommended
// rules, with what each operation needs derived from what its route declares.

let t: TestApp;
let doc: OpenApiDocument;
let operations: DocumentedOperation[];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: DOCUMENT_PUBLIC_URL });
  doc = await fetchDocument(t.app);
  operations = operationsOf(doc);
});
afterAll(() => t.close());

const find = (method: string, path: string) => {
  const found = operations.find((operation) => operation.method === method && operation.path === path);
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const errorStatuses = (operation: DocumentedOperation) =>
  Object.keys(operation.responses).filter((status) => /^4/.test(status));

describe('the OpenAPI document', () => {
  it('lints with no error and no warning under Redocly’s recommended rules', async () => {
    expect(await lintOpenApi(doc)).toEqual([]);
  });

  it('is OpenAPI 3.1 with PUBLIC_URL as its server, a contact and a licence', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: DOCUMENT_PUBLIC_URL }]);
    expect(doc).toMatchObject({
      info: { contact: { url: `${DOCUMENT_PUBLIC_URL}/contact` }, license: { url: `${DOCUMENT_PUBLIC_URL}/terms` } },
    });
  });

  it('names the session cookie Better Auth sets as the security scheme', () => {
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'northstar.session_token' }),
    });
  });

  it('asks for the cookie on every operation but the public ones, and says which permission each needs', () => {
    expect(find('GET', '/api/health').security).toEqual([]);
    expect(find('POST', '/api/contact').security).toEqual([]);
    expect(find('GET', '/api/me').security).toEqual([{ sessionCookie: [] }]);
    expect(find('GET', '/api/tasks').security).toEqual([{ sessionCookie: [] }]);
    expect(find('GET', '/api/tasks')['x-permission']).toBe('task:read');
    const publicRoutes = t.app.registeredRoutes.filter((route) => route.config?.access === 'public').length;
    expect(operations.filter((operation) => operation.security.length === 0).length).toBeLessThanOrEqual(publicRoutes);
  });

  it('gives each operation a unique camelCase operationId from its method and path', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    expect(find('GET', '/api/tasks/{id}/comments').operationId).toBe('getTasksByIdComments');
    expect(operationIdOf('POST', '/api/dev/auth-test/users')).toBe('postDevAuthTestUsers');
    expect(operationIdOf('GET', '/api/logs/system/export.csv')).toBe('getLogsSystemExportCsv');
  });

  it('declares the error shape once and refers to it from every error answer', () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ['error'] });
    for (const operation of operations) {
      for (const status of [...errorStatuses(operation), 'default']) {
        expect(operation.responses[status]?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });

  it('declares the 4xx answers each kind of route can give, and those a route names itself', () => {
    // Public, no input, no id: only a malformed request.
    expect(errorStatuses(find('GET', '/api/health'))).toEqual(['400']);
    // A session, a permission, an id, a body.
    expect(errorStatuses(find('PATCH', '/api/tasks/{id}'))).toEqual(['400', '401', '403', '404', '413', '415']);
    // A public state change can still come from another site: 403.
    expect(errorStatuses(find('POST', '/api/contact'))).toContain('403');
    // Refused off this machine, which the route itself declares.
    expect(errorStatuses(find('GET', '/api/dev/auth-test'))).toEqual(['400', '404']);
  });

  it('declares a success answer for every operation, with its media type where it is not JSON', () => {
    const without = operations.filter((operation) => !Object.keys(operation.responses).some((s) => /^[23]/.test(s)));
    expect(without.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
    expect(Object.keys(find('GET', '/api/invoices/{id}/pdf').responses['200']!.content!)).toEqual(['application/pdf']);
    expect(find('DELETE', '/api/tasks/{id}').responses['204']!.content).toBeUndefined();
  });
});
