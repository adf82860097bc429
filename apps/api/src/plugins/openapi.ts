import { errorResponse } from '@agency/shared/api-errors';
import { BRAND } from '@agency/shared/brand';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the document and its UI are served: /api/docs (UI), /api/docs/json, /api/docs/yaml. */
export const DOCS_PREFIX = '/api/docs';
export const SESSION_SCHEME = 'sessionCookie';
export const ERROR_COMPONENT = 'Error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What each error status means wherever it is declared; a route's own 409/422/429 say more in its summary. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or fails validation (`fields` names each invalid field).',
  401: 'Not signed in, or the session has ended.',
  403: 'The caller’s role may not do this, or the request came from another site.',
  404: 'Not found, or outside what the caller may see.',
  409: 'The request conflicts with the current state of the record.',
  410: 'The link or record has expired or been replaced.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  416: 'The requested byte range is outside the file.',
  422: 'The request is well-formed but cannot be carried out.',
  429: 'Too many requests; try again later.',
};

/**
 * The OpenAPI 3.1 document of every /api route, usable by a client generator and clean under Redocly's
 * recommended rules (issue #22). What each operation needs is derived here from what the route already declares,
 * so no route repeats it: its security from its access (public or the session cookie), its operationId from its
 * method and path, and its error answers, all in the one error shape, from its kind (below) plus any status its
 * `response` names with `errorResponse`.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const context = await app.auth.$context;
  const base = app.config.publicUrl;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${BRAND.name} API`,
        version: '1.0.0',
        description: 'The API behind the agency site and portal.',
        contact: { name: BRAND.name, url: `${base}/contact` },
        license: { name: `${BRAND.name} terms of service`, url: `${base}/terms` },
      },
      servers: [{ url: base }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: context.authCookies.sessionToken.name,
            description: 'The session cookie that signing in (POST /api/auth/sign-in/email) sets.',
          },
        },
      },
    },
    transform: (document) => describeOperation(document),
    transformObject: (document) => withErrorComponent(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformObjectOutput = ReturnType<typeof jsonSchemaTransformObject>;

function describeOperation(document: TransformInput) {
  const route = document.route as RouteOptions;
  const declared = route.schema?.response as Record<string, unknown> | undefined;
  // The route's own error statuses are written as references below, not converted one by one.
  const response = declared
    ? Object.fromEntries(Object.entries(declared).filter(([, schema]) => schema !== errorResponse))
    : undefined;
  const transformed = jsonSchemaTransform({
    ...document,
    schema: { ...document.schema, response } as TransformInput['schema'],
  });
  if (transformed.schema.hide) return transformed;
  const method = String(route.method).toUpperCase();
  const content = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_COMPONENT}` } } };
  const errors: Record<string, unknown> = {};
  for (const status of errorStatuses(route, method, declared, transformed.schema)) {
    errors[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'The request was refused.', content };
  }
  // Whatever else can happen to any request (500, 503 while the database is away, 421 for a foreign Host) comes
  // in the same shape.
  errors.default = { description: 'Any other error, in the same shape.', content };
  const access = route.config as { access?: string; permission?: string } | undefined;
  const schema = transformed.schema as Record<string, unknown>;
  return {
    ...transformed,
    schema: {
      ...schema,
      operationId: operationIdOf(method, document.url),
      security: access?.access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
      ...(access?.permission ? { 'x-permission': access.permission } : {}),
      response: { ...(schema.response as object | undefined), ...errors },
    },
  };
}

/**
 * The error statuses an operation can answer: 400 anywhere (a malformed address or a character no column can
 * store is refused before any route), 401 wherever a session is needed, 403 where a permission is checked or a
 * state change could come from another site, 404 where the path or an id in the query or body names a record,
 * 413 and 415 where a body is read, and whatever else the route names.
 */
function errorStatuses(
  route: RouteOptions,
  method: string,
  declared: Record<string, unknown> | undefined,
  input: { params?: unknown; querystring?: unknown; body?: unknown },
) {
  const config = route.config as { access?: string; permission?: string } | undefined;
  const statuses = new Set([400]);
  if (config?.access !== 'public') statuses.add(401);
  if (config?.permission || STATE_CHANGING.has(method)) statuses.add(403);
  if (route.url.includes(':') || [input.params, input.querystring, input.body].some(carriesId)) statuses.add(404);
  if (route.schema?.body) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const [status, schema] of Object.entries(declared ?? {})) if (schema === errorResponse) statuses.add(+status);
  return [...statuses].sort((a, b) => a - b);
}

/** Whether a request part's JSON Schema holds an id (a uuid), which may name no record the caller can see. */
function carriesId(schema: unknown): boolean {
  return schema !== undefined && /"format":"uuid"|\[0-9a-fA-F\]\{8\}-/.test(JSON.stringify(schema));
}

/** `GET /api/tasks/:id/comments` → `getTasksByIdComments`: stable while the route is, unique as routes are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function withErrorComponent(document: TransformObjectOutput): TransformObjectOutput {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = { ...components?.schemas, [ERROR_COMPONENT]: errorComponentSchema() };
  return { ...document, components: { ...components, schemas } } as TransformObjectOutput;
}

function errorComponentSchema() {
  const { $schema: _schema, ...schema } = z.toJSONSchema(errorResponse, { target: 'draft-2020-12', io: 'output' });
  return schema;
}
