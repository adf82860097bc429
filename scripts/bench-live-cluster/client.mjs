// One client process of npm run bench:live-cluster: holds its share of the idle tabs (a process's sockets count
// against its own file-descriptor limit, so the client is several processes, not threads). Driven over IPC:
//   { open: { balancer, tabs: [{ cookie, org }], addresses, concurrency } }  → { opened, seconds } (progress: { count })
//   { summary: { killedAt, expected } }                                      → { summary }
import { openAll, summarise, Tab } from './tabs.mjs';

let tabs = [];
process.on('message', async (message) => {
  try {
    if (message.open) {
      const { balancer, addresses, concurrency } = message.open;
      tabs = message.open.tabs.map(
        ({ cookie, org }, i) => new Tab({ balancer, cookie, org, localAddress: addresses[i % addresses.length] }),
      );
      const started = performance.now();
      await openAll(tabs, concurrency, (count) => {
        if (count % 1000 === 0) process.send({ count });
      });
      process.send({ opened: tabs.length, seconds: (performance.now() - started) / 1000 });
    } else if (message.summary) {
      process.send({ summary: summarise(tabs, message.summary) });
    }
  } catch (error) {
    process.send({ error: error.message });
  }
});
process.on('disconnect', () => {
  for (const tab of tabs) tab.stop();
  process.exit(0);
});
