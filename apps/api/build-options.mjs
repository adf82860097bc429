// The server bundle's esbuild options: build.mjs builds with them, src/bundle.test.ts checks what a start loads.
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@agency/'))
  .flatMap((name) => [name, `${name}/*`]);

export const serverBuildOptions = {
  // The server, and the operator's backup/restore command (npm run backup, npm run restore).
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    ops: new URL('./src/ops/cli.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // What the server loads only on some requests (PDFs, images, mail, S3, Stripe, the embedded database:
  // import() at first use) becomes a chunk of its own, loaded then. Without it every dependency was loaded before
  // the server could answer (issue #22: healthy within 3 s of start).
  splitting: true,
  // Beside server.js, not in a folder: config.ts finds the repository root from its own file's place.
  chunkNames: '[name]-[hash]',
  target: 'node22',
  external,
  sourcemap: true,
  logLevel: 'warning',
};
