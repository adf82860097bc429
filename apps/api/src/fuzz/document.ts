// The published OpenAPI document as a program reads it: fetched through app.inject (no server), linted with
// Redocly's recommended rules in-process, and walked operation by operation (the fuzzer, issue #22 point 3).
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from '../plugins/openapi.ts';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface MediaTypes {
  [mediaType: string]: { schema?: JsonSchema };
}

export interface Operation {
  operationId: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { description: string; content?: MediaTypes }>;
  security: Record<string, string[]>[];
  'x-permission'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** One operation with where it lives: `GET /api/tasks/{id}`. */
export interface DocumentedOperation extends Operation {
  method: string;
  path: string;
}

export async function fetchDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
  if (res.statusCode !== 200) throw new Error(`${DOCS_PREFIX}/json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

export interface LintProblem {
  rule: string;
  severity: 'error' | 'warn';
  message: string;
  /** Where in the document: `#/paths/~1api~1tasks/get/operationId`. */
  pointer: string;
}

/** Redocly's `recommended` ruleset, as `redocly lint --extends recommended` runs it, without a process. */
export async function lintOpenApi(document: OpenApiDocument): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((problem) => ({
    rule: problem.ruleId,
    severity: problem.severity as LintProblem['severity'],
    message: problem.message,
    pointer: problem.location[0]?.pointer ?? '',
  }));
}

/** The PUBLIC_URL a document is built with outside a deployment: a reserved name, not localhost (Redocly warns). */
export const DOCUMENT_PUBLIC_URL = 'https://portal.northstar.test';
