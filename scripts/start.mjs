// npm start: install what is missing, build, then run the server (it migrates and seeds itself).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, loadDotEnv, log, root, runUnderProjectNode, serverBundle } from './lib.mjs';

loadDotEnv();
ensureInstalled();
await runUnderProjectNode();
ensureBuilt();

log('Starting the server…');
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
