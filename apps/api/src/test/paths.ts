import { resolve } from 'node:path';
import { repoRoot } from '../config.ts';

export const tmpDir = resolve(repoRoot, '.tmp');
export const pgliteTemplatePath = resolve(tmpDir, 'pglite-template.tar');

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The template lives beside the run's database, named after it so parallel runs don't collide. */
export function postgresTemplateName(adminUrl: string): string {
  const base = new URL(adminUrl).pathname.replace(/^\//, '') || 'postgres';
  return `${base}_template`;
}
