// npm run lint:openapi — builds the OpenAPI document in-process (buildApp + inject, no server), writes it to
// .tmp/openapi.json and lints it with Redocly's CLI and its recommended rules. Exits non-zero on any error or
// warning. PUBLIC_URL, when set, becomes the document's server (as in a deployment).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_PUBLIC_URL, fetchDocument } from '../apps/api/src/fuzz/document.ts';
import { standaloneApp } from '../apps/api/src/fuzz/standalone.ts';
import { root } from './lib.mjs';

const target = join(root, '.tmp/openapi.json');
const { app, close } = await standaloneApp({ publicUrl: process.env.PUBLIC_URL ?? DOCUMENT_PUBLIC_URL });
try {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  writeFileSync(target, `${JSON.stringify(await fetchDocument(app), null, 2)}\n`);
} finally {
  await close();
}
console.log(`Wrote ${target}`);
const lint = spawnSync('npx', ['redocly', 'lint', '--extends', 'recommended', '--max-problems', '1000', target], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  encoding: 'utf8',
});
process.stdout.write(lint.stdout);
process.stderr.write(lint.stderr);
// Redocly exits 0 with warnings (its summary goes to stderr); a warning counts here too.
const warned = /You have \d+ warnings?/.test(lint.stderr + lint.stdout);
process.exit(lint.status === 0 && !warned ? 0 : 1);
