import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The portal and sign-in screens show no English of their own: every word goes through t() (issue #8). This reads
// each screen file with TypeScript's parser and fails on JSX text with letters in it, and on user-visible attributes
// (label, placeholder, aria-label...) given as a plain string. Document titles (meta) are not JSX, so not checked.
const src = join(import.meta.dirname, '..');

/** The screens converted to react-i18next; a workspace that translates its screens adds its folders here. */
const CHECKED = [
  'features/files',
  'routes/portal/files.tsx',
  // Realtime and presence (issue #9)
  'components/live-status.tsx',
  'components/presence-dot.tsx',
  'components/presence-menu.tsx',
  'routes/auth',
  'features/auth',
  'features/users',
  'features/leads',
  'features/analytics',
  'routes/portal/analytics.tsx',
  'routes/portal/site-analytics.tsx',
  'features/outbox',
  'features/settings',
  'routes/portal/users.tsx',
  'routes/portal/leads.tsx',
  'routes/portal/outbox.tsx',
  'routes/portal/settings.tsx',
  'routes/portal/profile.tsx',
  'routes/portal/billing.tsx',
  'routes/portal/logs.tsx',
  'routes/portal/employee.tsx',
  'components/access-denied.tsx',
  'components/password-field.tsx',
  'components/color-scheme-toggle.tsx',
  'components/portal-page.tsx',
  'features/clients',
  'features/projects',
  'features/messaging',
  'routes/portal/messages.tsx',
  'features/tasks',
  'features/time',
  'routes/portal/time.tsx',
  'features/payments',
  'routes/portal/payment-methods.tsx',
  'routes/portal/plans.tsx',
  'routes/portal/financials.tsx',
  'features/overview',
  'features/notifications',
  'features/search',
  'components/team-member-picker.tsx',
  'components/storage-full-screen.tsx',
  'routes/portal/clients.tsx',
  'routes/portal/client.tsx',
  'routes/portal/projects.tsx',
  'routes/portal/project.tsx',
  'routes/portal/tasks.tsx',
  'routes/portal/notifications.tsx',
  'routes/portal/dashboard.tsx',
  'routes/portal/admin.tsx',
  'routes/portal/agent.tsx',
  'routes/portal/role-overview.tsx',
  'routes/portal/not-found.tsx',
  'features/invoices',
  'features/proposals',
  'routes/portal/proposals.tsx',
  'features/team',
  'routes/portal/team.tsx',
];

const VISIBLE_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'description',
  'alt',
  'nothingFoundMessage',
  'submitLabel',
  'prompt',
  'note',
  'message',
  'error',
]);

/** Not words: an example address is the same in every language. */
const ALLOWED = new Set(['name@example.com']);

function tsxFiles(path: string): string[] {
  const full = join(src, path);
  if (path.endsWith('.tsx')) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function englishIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (/\p{L}{2,}/u.test(text) && !ALLOWED.has(text)) found.push(`text "${text}"`);
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      const value = node.initializer.text;
      if (VISIBLE_ATTRIBUTES.has(name) && /\p{L}{2,}/u.test(value) && !ALLOWED.has(value)) {
        found.push(`${name}="${value}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('portal and sign-in screens', () => {
  const files = CHECKED.flatMap(tsxFiles);

  it('finds the screens to check', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('show no English text that bypasses t()', () => {
    const untranslated = files.flatMap((file) => englishIn(file).map((what) => `${relative(src, file)}: ${what}`));
    expect(untranslated).toEqual([]);
  });

  it('would catch English JSX text and a plain-string label, and lets t() and non-visible strings pass', () => {
    const sample =
      '<Button label="Save" aria-label={t("x")} variant="default" placeholder="name@example.com">Sign in</Button>';
    expect(englishIn('sample.tsx', `const a = ${sample};`)).toEqual(['label="Save"', 'text "Sign in"']);
  });
});
