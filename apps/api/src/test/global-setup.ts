import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';
import { pgliteTemplatePath, postgresTemplateName, tmpDir, withDatabaseName } from './paths.ts';

/**
 * Migrates one template database per engine before any test runs; each test then gets a
 * fresh copy of it (PGlite: loaded from a data-dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup() {
  mkdirSync(tmpDir, { recursive: true });
  if (process.env.TEST_DB_ENGINE !== 'postgres') return preparePgliteTemplate();
  await preparePostgresTemplate();
  return () => dropPostgresTemplate();
}

async function preparePgliteTemplate() {
  const client = createPglite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

async function onAdmin(...statements: string[]) {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  for (const statement of statements) await admin.query(statement);
  await admin.end();
}

async function dropPostgresTemplate() {
  await onAdmin(`drop database if exists "${postgresTemplateName(adminUrl())}" with (force)`);
}

async function preparePostgresTemplate() {
  const template = postgresTemplateName(adminUrl());
  await onAdmin(`drop database if exists "${template}" with (force)`, `create database "${template}"`);
  const database = await openDatabase({ url: withDatabaseName(adminUrl(), template), poolSize: 1 });
  await database.migrate();
  await database.close();
}
