import { prepareTemplate } from './server';

// Once per run, before any worker starts its server: the seeded database every worker's server copies.
// npm test makes it while it builds (scripts/test.mjs) and says so with E2E_TEMPLATE_PREPARED.
export default function globalSetup(): void {
  if (process.env.E2E_TEMPLATE_PREPARED !== '1') prepareTemplate();
}
