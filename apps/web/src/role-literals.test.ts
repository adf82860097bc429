// Roles on the web only through `can()` (ARCHITECTURE, second review): what a role may do is read from
// @agency/shared/permissions, so a screen cannot drift from the API's rule by keeping its own role list. This fails
// on a new comparison with a role literal (`role === 'ADMIN'`, `'CLIENT' !== user.role`, `case 'AGENT':`,
// `['ADMIN', 'AGENT'].includes(role)`) anywhere in apps/web/src except config/roles.ts, the one place that names
// roles (who a person is: a client organisation's user, a badge colour).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname);
const ALLOWED = new Set(['config/roles.ts']);

const ROLE = `['"\`](?:ADMIN|AGENT|CLIENT)['"\`]`;
const PATTERNS = [
  new RegExp(`[!=]==?\\s*${ROLE}`),
  new RegExp(`${ROLE}\\s*[!=]==?`),
  new RegExp(`case\\s+${ROLE}\\s*:`),
  new RegExp(`\\[\\s*${ROLE}[^\\]]*\\]\\s*\\.(?:includes|indexOf|some)\\(`),
];

function roleLiteralComparisons(text: string): string[] {
  return text.split('\n').filter((line) => PATTERNS.some((pattern) => pattern.test(line)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('role literals on the web', () => {
  it('finds every shape of comparison it guards against, and leaves values alone', () => {
    const offending = [
      "if (role === 'ADMIN') return;",
      'const staff = user.role !== "CLIENT";',
      "const x = 'AGENT' == role;",
      "    case 'CLIENT':",
      "const staff = ['ADMIN', 'AGENT'].includes(role);",
    ];
    for (const line of offending) expect(roleLiteralComparisons(line), line).toEqual([line]);
    const fine = [
      "initialValues: { role: 'CLIENT', clientId: null },",
      "const ROLE_COLORS = { ADMIN: 'red', AGENT: 'blue', CLIENT: 'green' };",
      "if (can(role, 'invoice:manage')) return;",
      "role: ROLES.find((role) => role === upper) ?? 'CLIENT',",
    ];
    for (const line of fine) expect(roleLiteralComparisons(line), line).toEqual([]);
  });

  it('compares no role literal outside config/roles.ts: use can() / canAny(), or isClientUser() there', () => {
    const found = sourceFiles(SOURCE).flatMap((path) => {
      const name = relative(SOURCE, path).split('\\').join('/');
      if (ALLOWED.has(name)) return [];
      return roleLiteralComparisons(readFileSync(path, 'utf8')).map((line) => `${name}: ${line.trim()}`);
    });
    expect(found).toEqual([]);
  });
});
