// The portal's full Mantine stylesheet and its extra packages load with this lazy route, never on public pages.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { SessionUser } from '@agency/shared/auth';
import type { Role } from '@agency/shared/enums';
import { ActionIcon, AppShell, Box, Burger, Button, Group, NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Outlet, type ShouldRevalidateFunction, useLoaderData, useLocation, useNavigate } from 'react-router';
import { PortalProviders } from '../../app/portal-providers';
import { getQueryClient } from '../../app/query-client';
import { AccessDenied } from '../../components/access-denied';
import { BrandLink } from '../../components/brand-link';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { navFor } from '../../config/portal-navigation';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { guardPortal, SIGN_IN_PATH } from '../../features/auth/guards';
import { GlobalSearch } from '../../features/search/components/global-search';
import { useSession } from '../../lib/session';
import type { Route } from './+types/layout';

// Spec 000 §9: sidebar 280 px, 80 px collapsed.
const SIDEBAR_WIDTH = 280;
const SIDEBAR_COLLAPSED_WIDTH = 80;
const NAVBAR_ID = 'portal-navigation';

// 000 §2 "Access" and 001 §6: one guard for every portal page, reading the route's permission from
// config/portal-access.ts. It runs again on every change of path, as child routes declare no guards of their own.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  guardPortal(getQueryClient(), new URL(request.url).pathname);

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function PortalLayout() {
  return (
    <PortalProviders>
      <SignedInShell />
      <GlobalSearch />
    </PortalProviders>
  );
}

/** The shell renders only with a user: the loader guaranteed one, and a session that ends later leads to /auth. */
function SignedInShell() {
  const { data: session } = useSession();
  const { refusal } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const user = session?.user;

  useEffect(() => {
    if (session === null) navigate(SIGN_IN_PATH, { replace: true });
  }, [session, navigate]);

  return user ? <PortalShell user={user} refusal={refusal} /> : null;
}

function PortalShell({ user, refusal }: { user: SessionUser; refusal: string | null }) {
  const [mobileOpen, mobile] = useDisclosure(false);
  // A preference, so it may live in the browser (D9).
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'portal-sidebar-collapsed', defaultValue: false });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpen },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpen}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={mobileOpen}
              aria-controls={NAVBAR_ID}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              visibleFrom="sm"
              onClick={() => setCollapsed((value) => !value)}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              aria-controls={NAVBAR_ID}
            >
              {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
            </ActionIcon>
            {/* The name wraps beside the controls on a phone: the mark alone is the home link there. */}
            <Box hiddenFrom="xs">
              <BrandLink compact />
            </Box>
            <Box visibleFrom="xs">
              <BrandLink />
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Button component={Link} to="/" variant="default" visibleFrom="xs">
              Back to Main
            </Button>
            <ColorSchemeToggle />
            <AccountMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} p="sm" aria-label="Portal">
        <AppShell.Section grow component={ScrollArea}>
          <PortalNav role={user.role} compact={collapsed && !mobileOpen} onNavigate={mobile.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{refusal ? <AccessDenied message={refusal} /> : <Outlet />}</AppShell.Main>
    </AppShell>
  );
}

const LINK_STYLES = { root: { borderRadius: 'var(--mantine-radius-md)' } };
// Icon only, centred in the 80 px rail.
const COMPACT_LINK_STYLES = {
  root: { ...LINK_STYLES.root, justifyContent: 'center' },
  section: { marginInlineEnd: 0 },
  body: { display: 'none' },
};

/** `compact` shows icons only (collapsed sidebar), each with a tooltip and an accessible name. */
function PortalNav({ role, compact, onNavigate }: { role: Role; compact: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();

  return navFor(role).map(({ label, to, icon: Icon }) => {
    const link = (
      <NavLink
        key={to}
        component={Link}
        to={to}
        onClick={onNavigate}
        active={pathname === to}
        aria-current={pathname === to ? 'page' : undefined}
        aria-label={compact ? label : undefined}
        label={compact ? null : label}
        leftSection={<Icon size={20} stroke={1.5} aria-hidden="true" />}
        styles={compact ? COMPACT_LINK_STYLES : LINK_STYLES}
      />
    );
    return compact ? (
      <Tooltip key={to} label={label} position="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  });
}
