// npm run screenshots: the screenshot matrix (every page at 1280/375 px, light/dark) and the axe sweep, against a
// production build, each Playwright worker on its own server. Kept out of npm test: slow, and read by a person.
import { ensureBuilt, ensureChromium, ensureInstalled, log, root, run, runUnderProjectNode } from './lib.mjs';

ensureInstalled();
await runUnderProjectNode();
ensureChromium();
ensureBuilt();
const status = run('npx', [
  'playwright',
  'test',
  '--config',
  'e2e/playwright.screenshots.config.ts',
  ...process.argv.slice(2),
]);
log(`Screenshots are in ${root}/.tmp/screenshots`);
process.exit(status);
