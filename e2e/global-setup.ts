import { prepareTemplate } from './server';

// Once per run, before any worker starts its server: the seeded database every worker's server copies.
export default function globalSetup(): void {
  prepareTemplate();
}
