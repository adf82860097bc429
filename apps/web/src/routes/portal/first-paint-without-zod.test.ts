// Issue #19: the workspaces read their answers as sent (wireOf, ADR 0011) and load their forms when opened, so zod
// (not tree-shakable, ~25 KiB gzipped, and costly to build at import) is not in their first paint. This walks each
// route module's static imports as the bundler would (dynamic import() is where a lazy dialog starts and is not
// followed; `import type` is erased) through the web's sources and @agency/shared, and fails on any path to zod.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportChain, web } from '../../build/static-import-chain';

/** The routes whose first paint is a list or a page, not a form. Settings opens on forms and keeps zod with them. */
const ROUTES = [
  'billing',
  'plans',
  'payment-methods',
  'financials',
  'proposals',
  'clients',
  'client',
  'leads',
  'analytics',
  'site-analytics',
  'users',
  'outbox',
  'notifications',
  'profile',
  'projects',
  'project',
  'tasks',
  'time',
  'messages',
  'files',
  'dashboard',
  'admin',
  'agent',
];

/**
 * Every read and write of these features takes the answer as sent. Settings and auth keep parsing what Better Auth's
 * own endpoints answer (the API does not parse those), and they load with forms anyway.
 */
const API_FILES = [
  ...[
    'invoices',
    'payments',
    'proposals',
    'clients',
    'leads',
    'users',
    'outbox',
    'notifications',
    'search',
    'projects',
    'tasks',
    'messaging',
    'files',
    'overview',
    'shell',
  ].flatMap((feature) =>
    readdirSync(join(web, 'src/features', feature, 'api'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `src/features/${feature}/api/${file}`),
  ),
  'src/features/settings/api/profile.ts',
  'src/features/settings/api/notification-emails.ts',
  'src/lib/client-options.ts',
];

/** The chain of modules from `entry` to zod, or null when there is none. */
function pathToZod(entry: string): string[] | null {
  const chain = staticImportChain(entry, ({ specifier }) => specifier === 'zod' || specifier.startsWith('zod/'));
  return chain && [...chain.slice(0, -1), 'zod'];
}

describe('first paint without zod (issue #19)', () => {
  it('finds zod where it is imported, so the check below can fail', () => {
    expect(pathToZod(join(web, 'src/features/invoices/components/invoice-form-modal.tsx'))).not.toBeNull();
    expect(pathToZod(join(web, 'src/features/tasks/components/task-form-modal.tsx'))).toContain('zod');
    expect(pathToZod(join(web, 'src/features/payments/components/bank-account-form.tsx'))).toEqual([
      'src/features/payments/components/bank-account-form.tsx',
      '../../packages/shared/src/payments.ts',
      'zod',
    ]);
  });

  it.each(ROUTES)('routes/portal/%s reaches zod through no static import', (route) => {
    expect(pathToZod(join(web, `src/routes/portal/${route}.tsx`)), 'a chain of static imports to zod').toBeNull();
  });

  it.each(API_FILES)('%s reads without zod', (file) => {
    expect(pathToZod(join(web, file)), 'a chain of static imports to zod').toBeNull();
  });
});
