import { clusterSize, prepareClusterTemplate } from './cluster';
import { prepareTemplate } from './server';

// Once per run, before any worker starts its server: the seeded database every worker's server copies.
// npm test makes it while it builds (scripts/test.mjs) and says so with E2E_TEMPLATE_PREPARED. Through the
// balancer (E2E_CLUSTER=N) it is a PostgreSQL database and the demo files in an s3rver folder.
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  if (clusterSize > 0) await prepareClusterTemplate();
  else if (process.env.E2E_TEMPLATE_PREPARED !== '1') prepareTemplate();
}
