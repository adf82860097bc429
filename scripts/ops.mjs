// npm run backup / npm run restore -- <folder>: the operator's commands, run by the built server bundle's ops entry
// (apps/api/src/ops/cli.ts) with the same .env as npm start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, loadDotEnv, root, runUnderProjectNode } from './lib.mjs';

loadDotEnv();
ensureInstalled();
await runUnderProjectNode();
ensureBuilt();

const child = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/api/dist/ops.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
