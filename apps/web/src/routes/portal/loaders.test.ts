// Issue #19: each workspace's clientLoader starts its first queries with its code, under exactly the keys its
// components read for the URL it opens, in the one QueryClient; it never throws (a refusal is the component's to
// show), and a change of search parameters alone does not run it again.
import type { Role } from '@agency/shared/enums';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../app/query-client';
import { clientQueryOptions } from '../../features/clients/api/get-client';
import { clientsQueryOptions } from '../../features/clients/api/list-clients';
import { invoiceSummaryQueryOptions } from '../../features/invoices/api/get-invoice-summary';
import { invoicesQueryOptions } from '../../features/invoices/api/list-invoices';
import { leadsQueryOptions } from '../../features/leads/api/list-leads';
import { notificationsQueryOptions } from '../../features/notifications/api/notifications-page-api';
import { outboxQueryOptions } from '../../features/outbox/api/list-outbox';
import { financialsQueryOptions } from '../../features/payments/api/get-financials';
import { paymentConfigQuery } from '../../features/payments/api/get-payment-config';
import { openInvoicesQueryOptions } from '../../features/payments/api/list-open-invoices';
import { paymentsQueryOptions } from '../../features/payments/api/list-payments';
import { paymentMethodsQueryOptions } from '../../features/payments/api/payment-methods';
import { subscriptionQueryOptions } from '../../features/payments/api/subscription';
import { proposalsQueryOptions } from '../../features/proposals/api/list-proposals';
import { pendingEmailChangeOptions } from '../../features/settings/api/email-change';
import { notificationEmailsQueryOptions } from '../../features/settings/api/notification-emails';
import { profileQueryOptions } from '../../features/settings/api/profile';
import { organisationSettingsQueryOptions } from '../../features/users/api/get-organisation-settings';
import { invitationsQueryOptions } from '../../features/users/api/list-invitations';
import { usersQueryOptions } from '../../features/users/api/list-users';
import { clientOptionsQueryOptions } from '../../lib/client-options';

const CLIENT_ID = '0b5e8c3e-8a4e-4f57-9d0c-2f3a7c1d9e11';

interface LoaderModule {
  clientLoader: (args: { request: Request; params: Record<string, string> }) => Promise<unknown>;
  shouldRevalidate: (args: { currentUrl: URL; nextUrl: URL }) => boolean;
}

interface Case {
  route: string;
  path: string;
  role: Role;
  params?: Record<string, string>;
  /** The keys the screen's components read when it opens at `path`, as their hooks build them. */
  keys: QueryKey[];
}

// Each key comes from the query options the component's hook uses, with the values the component starts from.
const CASES: Case[] = [
  {
    route: 'billing',
    path: '/dashboard/billing',
    role: 'CLIENT',
    keys: [invoiceSummaryQueryOptions().queryKey, invoicesQueryOptions({ status: null, q: '' }).queryKey],
  },
  {
    route: 'plans',
    path: '/dashboard/billing/plans',
    role: 'CLIENT',
    keys: [subscriptionQueryOptions(null).queryKey, openInvoicesQueryOptions().queryKey],
  },
  { route: 'plans', path: '/dashboard/billing/plans', role: 'ADMIN', keys: [clientOptionsQueryOptions().queryKey] },
  {
    route: 'payment-methods',
    path: '/dashboard/billing/payment-methods',
    role: 'CLIENT',
    keys: [paymentConfigQuery.queryKey, paymentMethodsQueryOptions(null).queryKey],
  },
  {
    route: 'payment-methods',
    path: '/dashboard/billing/payment-methods',
    role: 'ADMIN',
    keys: [clientOptionsQueryOptions().queryKey],
  },
  {
    route: 'financials',
    path: '/dashboard/financials',
    role: 'ADMIN',
    keys: [financialsQueryOptions().queryKey, openInvoicesQueryOptions().queryKey, paymentsQueryOptions().queryKey],
  },
  {
    route: 'proposals',
    path: '/dashboard/proposals',
    role: 'AGENT',
    keys: [proposalsQueryOptions({ status: null, q: '' }).queryKey],
  },
  {
    route: 'clients',
    path: '/dashboard/clients',
    role: 'ADMIN',
    keys: [clientsQueryOptions({ q: '', status: null, location: null, sort: 'name' }).queryKey],
  },
  {
    route: 'client',
    path: `/dashboard/clients/${CLIENT_ID}`,
    role: 'ADMIN',
    params: { id: CLIENT_ID },
    keys: [clientQueryOptions(CLIENT_ID).queryKey],
  },
  { route: 'leads', path: '/dashboard/leads', role: 'ADMIN', keys: [leadsQueryOptions('new').queryKey] },
  {
    route: 'users',
    path: '/dashboard/users',
    role: 'ADMIN',
    keys: [
      invitationsQueryOptions().queryKey,
      usersQueryOptions({ q: '', role: null }).queryKey,
      organisationSettingsQueryOptions().queryKey,
    ],
  },
  {
    route: 'outbox',
    path: '/dashboard/outbox',
    role: 'ADMIN',
    keys: [outboxQueryOptions({ to: '', kind: null, status: null }).queryKey],
  },
  {
    route: 'notifications',
    path: '/dashboard/notifications',
    role: 'CLIENT',
    keys: [notificationsQueryOptions({ filter: 'all', type: null, q: '' }).queryKey],
  },
  {
    route: 'settings',
    path: '/dashboard/settings',
    role: 'AGENT',
    keys: [profileQueryOptions().queryKey, pendingEmailChangeOptions().queryKey],
  },
  {
    route: 'profile',
    path: '/dashboard/profile',
    role: 'CLIENT',
    keys: [profileQueryOptions().queryKey, pendingEmailChangeOptions().queryKey],
  },
  {
    route: 'settings',
    path: '/dashboard/settings?section=notifications',
    role: 'AGENT',
    keys: [notificationEmailsQueryOptions().queryKey],
  },
];

const fetchMock = vi.fn<typeof fetch>();
let role: Role = 'ADMIN';
let refuse = false;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  getQueryClient().clear();
  refuse = false;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/get-session') return json({ user: { id: 'u1', role }, session: { id: 's1' } });
    if (refuse) return json({ error: { code: 'FORBIDDEN', message: 'Access restricted.' } }, 403);
    // Reads take the answer as sent (wireOf), so one page shape stands for every list and figure here.
    return json({ items: [], nextCursor: null });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  getQueryClient().clear();
});

const load = (route: string) => import(`./${route}.tsx`) as Promise<LoaderModule>;

describe('workspace clientLoaders (issue #19)', () => {
  it.each(CASES)('$route at $path as $role fills the keys its components read', async (c) => {
    role = c.role;
    const { clientLoader } = await load(c.route);
    await clientLoader({ request: new Request(`http://localhost${c.path}`), params: c.params ?? {} });
    for (const key of c.keys) {
      expect(getQueryClient().getQueryState(key)?.status, JSON.stringify(key)).toBe('success');
    }
  });

  it('asks the server for the list the workspace shows, with the query string it always sent', async () => {
    const { clientLoader } = await load('billing');
    await clientLoader({ request: new Request('http://localhost/dashboard/billing'), params: {} });
    const urls = fetchMock.mock.calls.map(([input]) => String(input)).sort();
    expect(urls).toEqual(['/api/invoices/summary', '/api/invoices?limit=24']);
  });

  it('never throws when the server refuses: the component shows the error as before', async () => {
    refuse = true;
    for (const route of new Set(CASES.map((c) => c.route))) {
      const { clientLoader } = await load(route);
      await expect(
        clientLoader({ request: new Request('http://localhost/dashboard/x'), params: { id: CLIENT_ID } }),
      ).resolves.toBeNull();
    }
  });

  it.each([...new Set(CASES.map((c) => c.route))])(
    '%s runs again on a new path, never for its search',
    async (route) => {
      const { shouldRevalidate } = await load(route);
      const at = (path: string) => new URL(`http://localhost${path}`);
      expect(shouldRevalidate({ currentUrl: at('/dashboard/a'), nextUrl: at('/dashboard/a?q=logo') })).toBe(false);
      expect(shouldRevalidate({ currentUrl: at('/dashboard/a'), nextUrl: at('/dashboard/b') })).toBe(true);
    },
  );
});
