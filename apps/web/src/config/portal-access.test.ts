import { ROLES } from '@agency/shared/enums';
import { isPortalPage, PORTAL_PAGES } from '@agency/shared/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { ACCOUNT_MENU_ITEMS, rolesFor, showsItem } from './account-menu';
import { decideAccess, isPortalNotFound, mayOpen, PORTAL_ROUTES, portalRuleFor } from './portal-access';
import { navFor, navItemsFor, PORTAL_NAV, sectionTitleFor } from './portal-navigation';

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

  it('tells the server every portal screen, so that only unknown paths are answered 404', () => {
    const screens = portalPaths.filter((path) => !path.endsWith('*'));
    expect(screens.filter((path) => !(PORTAL_PAGES as readonly string[]).includes(`/${path}`))).toEqual([]);
    for (const path of screens) expect(isPortalPage(`/${path.replace(/:\w+/g, '42')}`), path).toBe(true);
    expect(isPortalPage('/dashboard/nope')).toBe(false);
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
    ['CLIENT', '/dashboard/logs', { kind: 'allowed' }],
    ['AGENT', '/dashboard/logs', { kind: 'allowed' }],
    ['ADMIN', '/dashboard/logs', { kind: 'allowed' }],
    // Issue #20: staff read profiles (an agent a colleague's public fields); a client is refused in place.
    ['AGENT', '/employee/1', { kind: 'allowed' }],
    ['CLIENT', '/employee/1', { kind: 'refused', message: 'Access restricted.' }],
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
  const ALL_NAV = PORTAL_NAV.flatMap((group) => group.items);

  it('link only to portal routes', () => {
    for (const item of [...navItemsFor('ADMIN').map((nav) => nav.to), ...ACCOUNT_MENU_ITEMS.map((menu) => menu.href)]) {
      expect(portalRuleFor(item), item).not.toBeNull();
      expect(isPortalNotFound(item), item).toBe(false);
    }
  });

  it.each(ROLES)('offer %s only pages the guard lets them open', (role) => {
    for (const item of navItemsFor(role)) expect(decideAccess(role, item.to), item.to).toEqual({ kind: 'allowed' });
    const hidden = ALL_NAV.filter((item) => !navItemsFor(role).includes(item));
    for (const item of hidden) expect(mayOpen(role, item.to) && !isPortalNotFound(item.to), item.to).toBe(false);
  });

  it('lists an entry only once its screen exists: no dead links', () => {
    for (const item of ALL_NAV) {
      const registered = portalPaths.includes(item.to.slice(1));
      expect(navItemsFor('ADMIN').includes(item), item.to).toBe(registered);
    }
  });

  it('shows each role its workspaces, in groups without empty ones', () => {
    const labels = (role: (typeof ROLES)[number]) => navItemsFor(role).map((item) => item.label);
    const built = (list: string[]) =>
      list.filter((label) => portalPaths.includes(ALL_NAV.find((item) => item.label === label)!.to.slice(1)));
    expect(labels('CLIENT')).toEqual(
      built([
        'dashboard',
        'projects',
        'calendar',
        'messages',
        'files',
        'proposals',
        'team',
        'billing',
        'plans',
        'paymentMethods',
        'notifications',
        'settings',
        'logs',
      ]),
    );
    expect(labels('AGENT')).toEqual(
      built([
        'dashboard',
        'projects',
        'tasks',
        'calendar',
        'messages',
        'clients',
        'files',
        'proposals',
        'automations',
        'team',
        'time',
        'payroll',
        'leads',
        'analytics',
        'notifications',
        'settings',
        'logs',
      ]),
    );
    expect(labels('ADMIN')).toEqual(
      built([
        'dashboard',
        'projects',
        'tasks',
        'calendar',
        'messages',
        'clients',
        'files',
        'proposals',
        'automations',
        'team',
        'time',
        'payroll',
        'leads',
        'analytics',
        'siteAnalytics',
        'billing',
        'plans',
        'paymentMethods',
        'financials',
        'users',
        'outbox',
        'integrations',
        'notifications',
        'settings',
        'logs',
      ]),
    );
    expect(navFor('CLIENT').map((group) => group.key)).toEqual(['workspace', 'people', 'billing', 'account']);
    expect(navFor('ADMIN').map((group) => group.key)).toEqual([
      'workspace',
      'people',
      'sales',
      'billing',
      'administration',
      'account',
    ]);
    for (const role of ROLES) for (const group of navFor(role)) expect(group.items.length).toBeGreaterThan(0);
  });
});

describe('unknown portal paths and section titles', () => {
  it('send unknown paths under each portal prefix to the not-found page, for every signed-in user', () => {
    for (const path of ['/dashboard/nope', '/dashboard/users/extra', '/admin/nope', '/agent/x/y', '/employee']) {
      expect(isPortalNotFound(path), path).toBe(true);
      for (const role of ROLES) expect(decideAccess(role, path), `${role} ${path}`).toEqual({ kind: 'allowed' });
    }
  });

  it('tries every concrete route before the not-found splats', () => {
    expect(portalRuleFor('/dashboard/users')).toBe(PORTAL_ROUTES['dashboard/users']);
    expect(decideAccess('CLIENT', '/dashboard/users')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(isPortalNotFound('/dashboard/settings?section=profile')).toBe(false);
  });

  it.each([
    ['/dashboard', { kind: 'nav', key: 'dashboard' }],
    ['/dashboard/leads', { kind: 'nav', key: 'leads' }],
    ['/dashboard/settings', { kind: 'nav', key: 'settings' }],
    ['/admin', { kind: 'page', key: 'overview' }],
    ['/agent', { kind: 'page', key: 'overview' }],
    ['/employee/42', { kind: 'page', key: 'teamMember' }],
    ['/dashboard/nope', { kind: 'page', key: 'notFound' }],
  ] as const)('titles %s from the navigation', (path, title) => {
    expect(sectionTitleFor(path)).toEqual(title);
  });
});

describe('account menu role items (000 §2)', () => {
  const items = (role: (typeof ROLES)[number]) =>
    ACCOUNT_MENU_ITEMS.filter((item) => showsItem(role, item)).map((item) => item.label);

  it.each([
    ['ADMIN', ['My Profile', 'Settings', 'Admin Panel', 'System Logs', 'Billing & Revenue']],
    ['AGENT', ['My Profile', 'Settings', 'My Tasks', 'Payroll']],
    ['CLIENT', ['My Profile', 'Settings', 'My Projects', 'Billing & Invoices']],
  ] as const)('gives %s the items every role has, then its own', (role, expected) => {
    expect(items(role)).toEqual(expected);
  });

  it.each(ROLES)('offers %s only pages the guard lets them open', (role) => {
    for (const item of ACCOUNT_MENU_ITEMS.filter((entry) => showsItem(role, entry))) {
      expect(decideAccess(role, item.href), item.href).toEqual({ kind: 'allowed' });
    }
  });

  it('tells the prerendered menu the same roles', () => {
    const admin = ACCOUNT_MENU_ITEMS.find((item) => item.id === 'adminPanel')!;
    const profile = ACCOUNT_MENU_ITEMS.find((item) => item.id === 'profile')!;
    expect(rolesFor(admin)).toBe('ADMIN');
    expect(rolesFor(profile).split(' ').sort()).toEqual(['ADMIN', 'AGENT', 'CLIENT']);
  });
});
