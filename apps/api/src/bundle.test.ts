import { dirname, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../build-options.mjs';

// What the built server (apps/api/dist, the image's) loads before it answers: issue #22 wants it healthy within 3 s
// of start, and a dependency that only some requests need (PDFs, images, mail, S3, Stripe, the embedded database)
// cost its load time at every start while the bundle was one file.

/** Loaded only on the requests that need them, each measured at 0.1–1.3 s of a start on a loaded machine. */
const LAZY = [
  'pdfkit',
  'sharp',
  'stripe',
  'nodemailer',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@react-email/render',
  '@react-email/body',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'file-type',
  'fxa-common-password-list',
  'yazl',
];

/** The modules every start on PostgreSQL loads: server.ts, then db/client.ts and app.ts (its dynamic imports). */
const START_ENTRIES = ['src/server.ts', 'src/db/client.ts', 'src/app.ts'];

let metafile: Metafile;

beforeAll(async () => {
  ({ metafile } = await build({ ...serverBuildOptions, write: false, metafile: true, logLevel: 'silent' }));
}, 120_000);

/** The dependencies the output files reached from the start entries import statically (at load). */
function loadedAtStart(): Set<string> {
  const outputs = metafile.outputs;
  const entryOf = (file: string) => outputs[file]?.entryPoint ?? '';
  const pending = Object.keys(outputs).filter((file) => START_ENTRIES.some((entry) => entryOf(file).endsWith(entry)));
  expect(pending).toHaveLength(START_ENTRIES.length);
  const seen = new Set<string>();
  const dependencies = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) dependencies.add(imported.path);
      else pending.push(imported.path);
    }
  }
  return dependencies;
}

describe('the server bundle', () => {
  it('loads no request-only dependency before the server answers', () => {
    const atStart = loadedAtStart();
    expect(atStart).toContain('fastify');
    expect(LAZY.filter((name) => atStart.has(name))).toEqual([]);
  });

  it('still imports each of them, from a chunk loaded at first use', () => {
    const imported = new Set(
      Object.values(metafile.outputs).flatMap((output) => output.imports.map((entry) => entry.path)),
    );
    expect(LAZY.filter((name) => !imported.has(name))).toEqual([]);
  });

  it('writes its chunks beside server.js, where config.ts finds the repository root from', () => {
    const outdir = relative(process.cwd(), serverBuildOptions.outdir);
    const misplaced = Object.keys(metafile.outputs).filter((file) => dirname(file) !== outdir);
    expect(misplaced).toEqual([]);
  });
});
