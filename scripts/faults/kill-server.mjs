// Fault: kill -9 of one app server during 1,000 acknowledged writes through the balancer. Every acknowledged write is
// in the database, and the socket that server held reconnects through the balancer to another and catches up with no
// event missed (counted by message id).
import WebSocket from 'ws';
import { log } from '../lib.mjs';
import { servers, session, sleep, stored, writeLoad } from './shared.mjs';

export const name = 'kill';
export const title = 'kill -9 of one app server during writes';

/** A tab's live connection through the balancer: reconnects after a drop, resuming after the last event it saw. */
function liveTab(balancer, cookie) {
  const tab = { seen: new Set(), lastId: 0, server: null, drops: 0, reconnectMs: [] };
  let droppedAt = 0;
  const connect = () =>
    new Promise((resolve) => {
      const query = tab.lastId ? `?after=${tab.lastId}` : '';
      const socket = new WebSocket(`${balancer.replace('http', 'ws')}/api/live${query}`, {
        headers: { cookie, origin: balancer },
      });
      socket.on('upgrade', (response) => {
        tab.server = response.headers['x-served-by'];
      });
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.kind === 'ready') {
          if (droppedAt) tab.reconnectMs.push(Date.now() - droppedAt);
          resolve();
        }
        if (message.kind !== 'event') return;
        tab.lastId = Math.max(tab.lastId, message.id);
        const id = message.payload?.messageId;
        if (id) tab.seen.add(id);
      });
      const retry = () => {
        if (tab.closed) return;
        tab.drops += 1;
        droppedAt ||= Date.now();
        setTimeout(() => connect().then(() => (droppedAt = 0)), 500);
      };
      socket.once('close', retry);
      socket.once('error', () => undefined);
      tab.socket = socket;
    });
  tab.ready = connect();
  tab.close = () => {
    tab.closed = true;
    tab.socket.close();
  };
  return tab;
}

export async function run(ctx) {
  const { balancer, databaseUrl, writes } = ctx;
  const { agent, client, projectId } = await session(balancer);
  const tab = liveTab(balancer, client);
  await tab.ready;
  const victim = servers().find((server) => server.name === tab.server);
  const { acknowledged, refused, seconds } = await writeLoad({
    balancer,
    agent,
    projectId,
    writes,
    fault: (n) => {
      process.kill(victim.pid, 'SIGKILL');
      log(`kill -9 ${victim.name} (pid ${victim.pid}), the server holding the client's socket, at write ${n}`);
    },
  });
  const deadline = Date.now() + 20_000;
  while (acknowledged.some((id) => !tab.seen.has(id)) && Date.now() < deadline) await sleep(200);
  tab.close();

  const lost = acknowledged.length - (await stored(databaseUrl, acknowledged));
  const missed = acknowledged.filter((id) => !tab.seen.has(id)).length;
  console.log(`
| kill -9 of one of 3 servers during ${writes} writes through the balancer | figure |
|---|---|
| writes acknowledged (201) | ${acknowledged.length} |
| writes not acknowledged (the client was told: 502/503 or a dropped connection) | ${refused} |
| acknowledged writes missing from the database | ${lost} |
| socket drops of the client's tab / reconnect through the balancer | ${tab.drops} / ${tab.reconnectMs.map((ms) => `${ms} ms`).join(', ') || '—'} (now on ${tab.server}) |
| acknowledged messages the tab never received live | ${missed} |
| time for the writes | ${seconds.toFixed(1)} s |
`);
  ctx.dead.add(victim.name);
  return lost === 0 && missed === 0 && tab.drops > 0 && tab.server !== victim.name;
}
