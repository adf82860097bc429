// npm run typecheck: the four TypeScript projects (shared, api, web with React Router's typegen, e2e). tsc runs on
// one core, so the web project and the other three run side by side, in two lanes: on this 2-core machine the
// step takes the longest lane's time (about half of running them one after another). Each lane's output is
// printed whole when it ends, so the two never interleave. Exits 1 when any project fails.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const LANES = [
  [['npm', ['run', 'typecheck', '--silent', '-w', '@agency/web']]],
  [
    ['npx', ['tsc', '-p', 'packages/shared']],
    ['npx', ['tsc', '-p', 'apps/api']],
    ['npx', ['tsc', '-p', 'e2e']],
  ],
];

function runCaptured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function runLane(lane) {
  let ok = true;
  for (const [command, args] of lane) {
    const result = await runCaptured(command, args);
    if (result.output.trim()) process.stdout.write(`── ${command} ${args.join(' ')}\n${result.output}`);
    ok &&= result.ok;
  }
  return ok;
}

const results = await Promise.all(LANES.map(runLane));
process.exit(results.every(Boolean) ? 0 : 1);
