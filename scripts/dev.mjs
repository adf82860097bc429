// npm run dev: the API with reload on :3000 and Vite's dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';
import { ensureInstalled, loadDotEnv, root, runUnderProjectNode } from './lib.mjs';

loadDotEnv();
ensureInstalled();
await runUnderProjectNode();
const env = { ...process.env, APP_ENV: process.env.APP_ENV ?? 'development' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@agency/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
