// Bundles the server's own code (and @agency/shared) into one file; dependencies stay in
// node_modules. A start then skips on-the-fly TypeScript compilation: the warm-start budget is 3 s.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@agency/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  // The server, and the operator's backup/restore command (npm run backup, npm run restore).
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    ops: new URL('./src/ops/cli.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
