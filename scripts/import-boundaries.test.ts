// The import rules in biome.json (docs/architecture.md, "Imports point one way") are only worth having if they
// fire: each case lints a one-line file at a real path through Biome's stdin and expects a refusal or a pass.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const biome = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));
const config = JSON.parse(readFileSync(fileURLToPath(new URL('../biome.json', import.meta.url)), 'utf8'));
// A private copy of the layout: the repository's tree stays untouched while tests run (no VCS there to ask).
const sandbox = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
writeFileSync(join(sandbox, 'biome.json'), JSON.stringify({ ...config, $schema: undefined, vcs: undefined }));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

let probes = 0;
function refused(dir: string, from: string): boolean {
  const path = join(dir, `probe-${++probes}.ts`);
  mkdirSync(dirname(join(sandbox, path)), { recursive: true });
  writeFileSync(join(sandbox, path), `import { x } from '${from}';\n\nexport const y = x;\n`);
  const run = spawnSync(biome, ['lint', '--reporter=json', path], { cwd: sandbox, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: { category?: string }[] };
  return report.diagnostics.some((d) => d.category === 'lint/style/noRestrictedImports');
}

describe('import boundaries', () => {
  it.each([
    ['apps/web/src/features/leads', '../auth/guards'],
    ['apps/web/src/features/leads/components', '../../users/api/list-users'],
    ['apps/web/src/features/leads', '../../app/query-client'],
    ['apps/web/src/features/leads/api', '../../../routes/portal/leads'],
    ['apps/web/src/components', '../features/newsletter/newsletter-form'],
    ['apps/web/src/lib', '../features/leads/api/list-leads'],
    ['apps/api/src/lib', '../modules/leads/service.ts'],
    ['apps/api/src/lib', '../plugins/auth.ts'],
    ['apps/api/src/db', '../auth/auth.ts'],
    ['apps/api/src/modules/leads', '../users/routes.ts'],
    ['apps/api/src/modules/leads', '../../plugins/auth.ts'],
    ['apps/api/src/modules/leads/commands', '../../users/commands/update-user.ts'],
    ['apps/api/src/modules/leads/commands', '../../../plugins/access.ts'],
    ['apps/api/src/realtime', '../plugins/request-hygiene.ts'],
    ['apps/api/src/realtime', '../modules/presence/service.ts'],
    ['apps/api/src/auth', '../modules/settings/service.ts'],
  ])('%s may not import %s', (path, from) => {
    expect(refused(path, from)).toBe(true);
  });

  it.each([
    ['apps/web/src/features/leads/components', '../api/list-leads'],
    ['apps/web/src/features/leads/components', '../../../lib/api'],
    ['apps/web/src/features/leads', '@agency/shared/auth'],
    ['apps/web/src/routes/portal', '../../features/leads/components/leads-list'],
    ['apps/api/src/modules/users', '../invitations/service.ts'],
    ['apps/api/src/modules/users', '../../lib/audit.ts'],
    ['apps/api/src/modules/messaging', '../files/scope.ts'],
    ['apps/api/src/modules/leads/commands', '../queries.ts'],
    ['apps/api/src/modules/leads/commands', '../../projects/queries.ts'],
    ['apps/api/src/modules/leads/commands', '../../../lib/commit-change.ts'],
    ['apps/api/src/realtime', '../lib/caller.ts'],
  ])('%s may import %s', (path, from) => {
    expect(refused(path, from)).toBe(false);
  });
});
