// npm run faults: faults the cluster must survive, each with its printed figure (issue #22 point 2). One module per
// fault in scripts/faults/; this runner starts what they share and runs them in order:
//   kill    kill -9 of one app server during 1,000 acknowledged writes (faults/kill-server.mjs)
//   pg      PostgreSQL restarted mid-load (faults/pg-restart.mjs)
//   stripe  a Stripe webhook replayed and delivered out of order across two servers (faults/stripe-webhook.mjs)
//   soak    2 minutes of mixed traffic with sockets open: 0 errors, p99 and RSS flat (faults/soak.mjs)
//   smtp    SMTP down for 10 minutes while mail is queued (faults/smtp-down.mjs)
//   disk    the upload disk full, on a 20 MB tmpfs (faults/disk-full.mjs; needs root to mount)
//
//   npm run faults [-- --only smtp,stripe] [--smtp-down 30s]
//
// The cluster (`npm run cluster`, 3 servers behind HAProxy on FAULTS_PORT, default 3600) runs on a private PostgreSQL
// this script starts on FAULTS_PG_PORT (as the restart test does), never the shared one, with its mail sent through a
// local SMTP sink (FAULTS_PORT + 25) and Stripe pointed at the tests' local stand-in of its API. Ports: the balancer
// on FAULTS_PORT, servers on +101.., s3rver on +569; the disk fault's own cluster on +200 (servers +301.., s3rver +769).
import { parseArgs } from 'node:util';
import { createCluster } from '../apps/api/src/test/postgres-cluster.ts';
import { startStripeStandIn } from '../apps/api/src/test/stripe-stand-in.ts';
import * as disk from './faults/disk-full.mjs';
import * as kill from './faults/kill-server.mjs';
import * as pgRestart from './faults/pg-restart.mjs';
import { settle, startCluster } from './faults/shared.mjs';
import * as smtp from './faults/smtp-down.mjs';
import * as soak from './faults/soak.mjs';
import * as stripe from './faults/stripe-webhook.mjs';
import { log } from './lib.mjs';

const FAULTS = [kill, pgRestart, stripe, soak, smtp, disk];
const { values: options } = parseArgs({
  options: { only: { type: 'string' }, 'smtp-down': { type: 'string', default: '10m' } },
});
const only = options.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !FAULTS.some((fault) => fault.name === name)) ?? [];
if (unknown.length) {
  console.error(`unknown fault ${unknown.join(', ')}: one of ${FAULTS.map((fault) => fault.name).join(', ')}`);
  process.exit(2);
}
const chosen = FAULTS.filter((fault) => !only || only.includes(fault.name));

/** "10m", "30s", "90" (seconds) → ms. */
function duration(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text);
  if (!match) throw new Error(`not a duration: ${text} (say 30s or 10m)`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[match[2] ?? 's'];
}

const PORT = Number(process.env.FAULTS_PORT ?? 3600);
const postgres = createCluster(Number(process.env.FAULTS_PG_PORT ?? 5499));
const ctx = {
  port: PORT,
  balancer: `http://127.0.0.1:${PORT}`,
  databaseUrl: postgres.url,
  postgres,
  writes: Number(process.env.FAULTS_WRITES ?? 1000),
  smtpDownMs: duration(options['smtp-down']),
  /** Servers a fault killed (the next ones leave them out). */
  dead: new Set(),
};

const results = [];
let cluster;
let sink;
let standIn;
try {
  // Mail flows through the sink from the start (the write loads notify people); the SMTP fault stops it.
  sink = await smtp.startSink(PORT + 25);
  standIn = await startStripeStandIn();
  const needsCluster = chosen.some((fault) => fault !== disk);
  if (needsCluster) {
    cluster = await startCluster({
      port: PORT,
      databaseUrl: ctx.databaseUrl,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${PORT + 25}`,
        STRIPE_SECRET_KEY: 'sk_test_faults',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_faults',
        STRIPE_WEBHOOK_SECRET: stripe.WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
      },
    });
  }
  for (const fault of chosen) {
    if (fault === disk && cluster) {
      // The disk fault runs its own cluster, on local disk storage instead of s3rver.
      await cluster.stop();
      cluster = undefined;
    }
    if (cluster) await settle(ctx.balancer, ctx.dead);
    log(`fault: ${fault.title}`);
    const ok = await fault.run({ ...ctx, sink, standIn }).catch((error) => {
      console.error(error);
      return false;
    });
    results.push({ name: fault.name, ok });
  }
} finally {
  await cluster?.stop();
  await sink?.close();
  await standIn?.close();
  postgres.destroy();
}
const load = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`\n| fault | survived |\n|---|---|`);
for (const result of results) console.log(`| ${result.name} | ${result.ok ? '✓' : '✗'} |`);
console.log(`\nload average at the end: ${load}`);
const ok = results.length === chosen.length && results.every((result) => result.ok);
console.log(ok ? '✓ every fault survived' : '✗ a fault was not survived');
process.exit(ok ? 0 : 1);
