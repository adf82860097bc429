// npm run image: builds the Dockerfile with podman (issue #22 point 8) and checks what the image holds: the user
// it runs as, its size and layers, pg_dump for backups, and no development dependency (every package directory
// in the image's node_modules against package-lock.json's "dev" flags). `-- --smoke` then runs it: start time
// from `podman run` to /api/health answering 200 over several runs, a smoke journey against it, and the compose
// file under podman-compose (scripts/image-smoke.mjs). Prints a table of the figures.
//
//   npm run image [-- --smoke --runs 5 --port 5000 --tag agency-portal:latest --no-build]
//   BASE_IMAGE: the base to build on (default: node:22-bookworm-slim, or a local one when Docker Hub is unreachable)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chooseBase, podmanEnvironment, quiet } from './image-base.mjs';
import { log, root, run } from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '5000' },
    tag: { type: 'string', default: 'localhost/agency-portal:latest' },
    'no-build': { type: 'boolean', default: false },
  },
});
const TAG = options.tag;

if (quiet('podman', ['--version']).status !== 0) {
  console.error('\n  ✖ podman is not installed: apt-get install -y podman buildah podman-compose runc\n');
  process.exit(1);
}

const base = chooseBase(process.env);
log(`Base: ${base.image} (${base.note})`);
const podman = podmanEnvironment(base.image);
for (const words of podman.refused) log(`podman's defaults refused here: ${words}`);
if (podman.conf) log(`Containers run with ${podman.conf} (CONTAINERS_CONF).`);

if (!options['no-build']) {
  log(`Building ${TAG} from the Dockerfile…`);
  const started = Date.now();
  // Where no container can run, buildah builds with chroot isolation instead of a runtime. Docker's format keeps
  // the Dockerfile's HEALTHCHECK (the OCI format has none).
  const [tool, args] = podman.cannotRun
    ? ['buildah', ['bud', '--isolation', 'chroot', '--format', 'docker']]
    : ['podman', ['build', '--layers', '--format', 'docker']];
  const status = run(tool, [...args, '--build-arg', `BASE_IMAGE=${base.image}`, '-t', TAG, '-f', 'Dockerfile', '.'], {
    env: podman.env,
  });
  if (status !== 0) process.exit(status);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

const [inspected] = JSON.parse(quiet('podman', ['image', 'inspect', TAG], podman.env).stdout);
const contents = imageContents();
const devFound = developmentPackages(contents.packages);
const namedTools = ['vitest', 'playwright', '@playwright/test', '@biomejs/biome', 'typescript', 'vite', 'tsx'];
const toolsFound = namedTools.filter((name) => contents.packages.includes(`node_modules/${name}`));

const rows = [
  ['base image', base.image],
  ['image size', `${(inspected.Size / 1024 ** 2).toFixed(0)} MiB (${inspected.RootFS.Layers.length} layers)`],
  ['user (Config.User / id inside)', `${inspected.Config.User} / ${contents.user} (uid ${contents.uid})`],
  ['pg_dump in the image', contents.pgDump || 'missing'],
  ['packages in node_modules', String(contents.packages.length)],
  ['dev dependencies found', `${devFound.length}${devFound.length ? `: ${devFound.slice(0, 8).join(', ')}` : ''}`],
  [`named dev tools (${namedTools.join(', ')})`, toolsFound.length ? toolsFound.join(', ') : 'none'],
];
let ok = contents.uid !== 0 && devFound.length === 0 && toolsFound.length === 0 && Boolean(contents.pgDump);

if (options.smoke) {
  if (podman.cannotRun) {
    rows.push(['start time / smoke', 'not run: this machine refuses to run containers (above)']);
    ok = false;
  } else {
    const { smokeImage } = await import('./image-smoke.mjs');
    const smoke = await smokeImage({
      tag: TAG,
      env: podman.env,
      port: Number(options.port),
      runs: Number(options.runs),
    });
    rows.push(...smoke.rows);
    ok &&= smoke.ok;
  }
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n  ${'what'.padEnd(width)}  figure\n  ${'-'.repeat(width)}  ${'-'.repeat(40)}`);
for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
console.log(`  (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})\n`);
process.exit(ok ? 0 : 1);

/** Runs Node inside the image: its user, pg_dump's version, and every package directory under node_modules. */
function imageContents() {
  const script = `
    const { readdirSync, existsSync } = require('node:fs');
    const { execFileSync } = require('node:child_process');
    const found = [];
    const walk = (dir) => {
      if (!existsSync('/app/' + dir)) return;
      for (const entry of readdirSync('/app/' + dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.')) continue;
        if (entry.name.startsWith('@')) { walk(dir + '/' + entry.name); continue; }
        const path = dir + '/' + entry.name;
        if (existsSync('/app/' + path + '/package.json')) found.push(path);
        walk(path + '/node_modules');
      }
    };
    walk('node_modules');
    let pgDump = '';
    try { pgDump = execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }).trim(); } catch {}
    console.log(JSON.stringify({ uid: process.getuid(), user: require('node:os').userInfo().username, pgDump, packages: found }));
  `;
  const args = ['run', '--rm', '--network', 'none', '--entrypoint', 'node', TAG, '-e', script];
  const result = podman.cannotRun
    ? quiet(
        'sh',
        [
          '-c',
          `c=$(buildah from ${TAG}) && buildah run --isolation chroot "$c" node -e "$0"; buildah rm "$c" >/dev/null`,
          script,
        ],
        podman.env,
      )
    : quiet('podman', args, podman.env);
  if (result.status !== 0) throw new Error(`could not look inside ${TAG}: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * Package paths in the image that package-lock.json marks as development ones: "dev", or "devOptional" (a dev
 * dependency that a production package names only as an optional peer, which `npm prune --omit=dev` keeps).
 */
function developmentPackages(paths) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const devOnly = new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.dev || entry.devOptional)
      .map(([path]) => path),
  );
  return paths.filter((path) => devOnly.has(path));
}
