import { ROLES } from '@agency/shared/enums';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { ACCOUNT_MENU_ITEMS } from './account-menu';
import { decideAccess, mayOpen, PORTAL_ROUTES, portalRuleFor } from './portal-access';
import { navFor, PORTAL_NAV } from './portal-navigation';

interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

const portalLayout = (routes as RouteEntry[]).find((entry) => entry.file === 'routes/portal/layout.tsx');
const portalPaths = (portalLayout?.children ?? []).map((entry) => entry.path ?? '');

describe('portal route table', () => {
  it('has a rule for every portal route in routes.ts, and no rule for a route that is gone', () => {
    expect(portalPaths.length).toBeGreaterThan(0);
    expect(portalPaths.filter((path) => !(path in PORTAL_ROUTES))).toEqual([]);
    expect(Object.keys(PORTAL_ROUTES).filter((path) => !portalPaths.includes(path))).toEqual([]);
  });

  it('matches concrete paths, ignoring query and hash', () => {
    expect(portalRuleFor('/employee/42')).toBe(PORTAL_ROUTES['employee/:id']);
    expect(portalRuleFor('/dashboard/settings?section=profile')).toBe(PORTAL_ROUTES['dashboard/settings']);
    expect(portalRuleFor('/contact')).toBeNull();
  });

  // 001 §6 and 000 §2 "Access", as the guard decides them.
  it.each([
    [
      'AGENT',
      '/dashboard/billing',
      { kind: 'refused', message: "You don't have permission to view billing information." },
    ],
    ['CLIENT', '/dashboard/billing', { kind: 'allowed' }],
    ['ADMIN', '/dashboard/billing', { kind: 'allowed' }],
    ['CLIENT', '/dashboard/logs', { kind: 'refused', message: 'System logs are only available to administrators.' }],
    ['AGENT', '/dashboard/logs', { kind: 'refused', message: 'System logs are only available to administrators.' }],
    ['ADMIN', '/dashboard/logs', { kind: 'allowed' }],
    ['AGENT', '/employee/1', { kind: 'refused', message: 'Access restricted to admin users only.' }],
    ['CLIENT', '/admin', { kind: 'redirect', to: '/dashboard' }],
    ['AGENT', '/admin-dashboard', { kind: 'redirect', to: '/dashboard' }],
    ['ADMIN', '/agent', { kind: 'redirect', to: '/admin' }],
    ['CLIENT', '/agent', { kind: 'redirect', to: '/dashboard' }],
    ['AGENT', '/dashboard/users', { kind: 'redirect', to: '/dashboard' }],
    ['AGENT', '/dashboard/outbox', { kind: 'redirect', to: '/dashboard' }],
    ['CLIENT', '/dashboard/leads', { kind: 'redirect', to: '/dashboard' }],
  ] as const)('%s opening %s', (role, path, expected) => {
    expect(decideAccess(role, path)).toEqual(expected);
  });
});

describe('sidebar and account menu', () => {
  it('link only to portal routes', () => {
    for (const item of [...PORTAL_NAV.map((nav) => nav.to), ...ACCOUNT_MENU_ITEMS.map((menu) => menu.href)]) {
      expect(portalRuleFor(item), item).not.toBeNull();
    }
  });

  it.each(ROLES)('offer %s only pages the guard lets them open', (role) => {
    for (const item of navFor(role)) expect(decideAccess(role, item.to), item.to).toEqual({ kind: 'allowed' });
    const hidden = PORTAL_NAV.filter((item) => !navFor(role).includes(item));
    for (const item of hidden) expect(mayOpen(role, item.to), item.to).toBe(false);
  });

  it('shows each role its workspaces', () => {
    const labels = (role: (typeof ROLES)[number]) => navFor(role).map((item) => item.label);
    expect(labels('CLIENT')).toEqual(['Dashboard', 'Settings']);
    expect(labels('AGENT')).toEqual(['Dashboard', 'Leads', 'Settings']);
    expect(labels('ADMIN')).toEqual(['Dashboard', 'Leads', 'Users', 'Outbox', 'Settings']);
  });
});
