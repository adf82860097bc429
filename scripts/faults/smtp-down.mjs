// Fault: SMTP down for a while (10 minutes by default, `--smtp-down 30s` for a quick run) while the servers queue
// mail. The sink (a local SMTP server, the tests' smtp-server package) is stopped, MAILS invitations are sent through
// the balancer (each queues one mail in the outbox, D14, and tries it at once), the sink stays down for the period and
// is started again; then every mail must arrive exactly once (counted by recipient, one per outbox row, and by
// Message-ID), none twice although every server's outbox worker was retrying them.
import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { MAX_ATTEMPTS, retryDelayMs } from '../../apps/api/src/mail/delivery.ts';
import { signIn } from '../cluster-smoke.mjs';
import { log } from '../lib.mjs';
import { query, sleep } from './shared.mjs';

export const name = 'smtp';
export const title = 'SMTP down while mail is queued';
const MAILS = 40;

/** A local SMTP sink on a fixed port that can be stopped and started again; it keeps every mail it accepted. */
export async function startSink(port) {
  const received = [];
  let server;
  const listen = () =>
    new Promise((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
            received.push({
              at: Date.now(),
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              messageId: /^message-id:\s*(.+)$/im.exec(head)?.[1].trim() ?? null,
            });
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  await listen();
  let up = true;
  return {
    received,
    get up() {
      return up;
    },
    start: async () => {
      await listen();
      up = true;
    },
    // A closed port: every send fails at once with a refused connection, as when a mail server is down.
    close: () =>
      new Promise((resolve) => {
        up = false;
        server.close(resolve);
      }),
  };
}

const minutes = (ms) => (ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)} s`);

async function outboxState(databaseUrl, recipients) {
  return query(
    databaseUrl,
    `select status, count(*)::int as n, max(attempts)::int as attempts from email_outbox
      where to_addresses && $1::text[] group by status`,
    [recipients],
  );
}

export async function run(ctx) {
  const { balancer, databaseUrl, sink, smtpDownMs } = ctx;
  const admin = await signIn(balancer, 'admin@example.com');
  const runId = randomBytes(3).toString('hex');
  const recipients = Array.from({ length: MAILS }, (_, i) => `fault-smtp-${runId}-${i}@example.com`);

  await sink.close();
  const downAt = Date.now();
  log(`SMTP sink stopped; ${MAILS} invitations queued through the balancer; down for ${minutes(smtpDownMs)}`);
  const byServer = {};
  let refused = 0;
  for (const [i, email] of recipients.entries()) {
    const res = await fetch(`${balancer}/api/users/invitations`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json', origin: balancer },
      body: JSON.stringify({ email, firstName: 'Fault', lastName: `Mail ${i}`, role: 'AGENT' }),
    });
    if (res.status !== 201) {
      refused += 1;
      console.log(`invitation ${i}: ${res.status} ${await res.text()}`);
      continue;
    }
    const server = res.headers.get('x-served-by');
    byServer[server] = (byServer[server] ?? 0) + 1;
  }
  const queuedAfter = Date.now() - downAt;
  while (Date.now() - downAt < smtpDownMs) {
    const left = smtpDownMs - (Date.now() - downAt);
    const state = await outboxState(databaseUrl, recipients);
    log(`SMTP down ${minutes(Date.now() - downAt)}, ${minutes(left)} left; outbox: ${JSON.stringify(state)}`);
    await sleep(Math.min(left, 60_000));
  }
  const beforeReturn = await outboxState(databaseUrl, recipients);
  await sink.start();
  const upAt = Date.now();
  log('SMTP sink started again; waiting for the outbox to drain');

  const ours = () => sink.received.filter((mail) => mail.to.some((to) => recipients.includes(to)));
  const deliveredAll = () => new Set(ours().flatMap((mail) => mail.to)).size >= MAILS - refused;
  // The retry backoff (mail/delivery.ts) doubles from 30 s: after an outage of T the last retry can be up to about T
  // later; wait that long plus the poll and a margin, then 15 s more for any second copy to turn up.
  const deadline = upAt + smtpDownMs + 120_000;
  while (!deliveredAll() && Date.now() < deadline) await sleep(1000);
  const drainedMs = deliveredAll() ? Math.max(...ours().map((mail) => mail.at)) - upAt : Number.NaN;
  await sleep(15_000);

  const mails = ours();
  const perRecipient = new Map(recipients.map((to) => [to, 0]));
  for (const mail of mails)
    for (const to of mail.to) if (perRecipient.has(to)) perRecipient.set(to, perRecipient.get(to) + 1);
  const counts = [...perRecipient.values()];
  const once = counts.filter((n) => n === 1).length;
  const twice = counts.filter((n) => n > 1).length;
  const never = counts.filter((n) => n === 0).length - refused;
  const ids = mails.map((mail) => mail.messageId);
  const repeatedIds = ids.length - new Set(ids).size;
  const after = await outboxState(databaseUrl, recipients);
  const attempts = Math.max(...after.map((row) => row.attempts));
  const delays = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
  const backoff = `${delays.map(minutes).join(', ')}; failed for good after ${MAX_ATTEMPTS} attempts (${minutes(delays.reduce((a, b) => a + b))} of outage)`;
  const failed = after.find((row) => row.status === 'failed')?.n ?? 0;
  console.log(`
| SMTP down for ${minutes(smtpDownMs)} while ${MAILS} mails were queued (${Object.keys(byServer).length} servers) | figure |
|---|---|
| invitations accepted (201) while SMTP was down, by server | ${MAILS - refused} (${Object.entries(byServer)
    .sort()
    .map(([server, n]) => `${server}: ${n}`)
    .join(', ')}), queued in ${minutes(queuedAfter)} |
| outbox when SMTP came back | ${beforeReturn.map((row) => `${row.n} ${row.status}, up to ${row.attempts} attempts`).join('; ')} |
| retry backoff (mail/delivery.ts) | ${backoff} |
| time to drain after SMTP returned (last mail in) | ${Number.isNaN(drainedMs) ? 'not drained' : minutes(drainedMs)} |
| mails delivered exactly once / twice or more / never | ${once} / ${twice} / ${never} |
| Message-IDs seen more than once at the sink | ${repeatedIds} |
| outbox rows failed for good / most attempts a mail took | ${failed} / ${attempts} |
`);
  return refused === 0 && once === MAILS && twice === 0 && repeatedIds === 0 && failed === 0;
}
