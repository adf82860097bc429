// Mantine's extra packages' stylesheets load with this lazy route, never on public pages (core components bring their own).
import '@mantine/notifications/styles.layer.css';
import type { SessionUser } from '@agency/shared/auth';
import { ActionIcon, AppShell, Box, Burger, Button, Divider, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Outlet,
  redirect,
  replace,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import { PortalProviders } from '../../app/portal-providers';
import { getQueryClient } from '../../app/query-client';
import { AccessDenied } from '../../components/access-denied';
import { BrandLink } from '../../components/brand-link';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { LiveStatus } from '../../components/live-status';
import { namespacesFor } from '../../config/portal-namespaces';
import { sectionTitleFor } from '../../config/portal-navigation';
import { sectionRedirect } from '../../config/portal-sections';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { guardPortal, SIGN_IN_PATH } from '../../features/auth/guards';
import { NotificationToasts } from '../../features/notifications/components/notification-toasts';
import { GlobalSearch } from '../../features/search/components/global-search';
import { openSearch, preloadSearch } from '../../features/search/open-search';
import { NotificationsBell } from '../../features/shell/components/notifications-bell';
import { QuickActions } from '../../features/shell/components/quick-actions';
import { SearchBox } from '../../features/shell/components/search-box';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_KEY, sidebarWidth } from '../../features/shell/components/shell-dimensions';
import { ShellNav } from '../../features/shell/components/shell-nav';
import { ShellSkeleton } from '../../features/shell/components/shell-skeleton';
import { TimerButton } from '../../features/time/components/timer-button';
import { preloadNamespaces } from '../../i18n';
import { useSession } from '../../lib/session';
import { isBoolean, useStoredValue } from '../../lib/use-preference';
import type { Route } from './+types/layout';

const NAVBAR_ID = 'portal-navigation';

// 000 §2 "Access" and 001 §6: one guard for every portal page, reading the route's permission from
// config/portal-access.ts. It runs again on every change of path, as child routes declare no guards of their own.
// Before it, `/dashboard?section=<name>` goes to the section's own path (config/portal-sections.ts), replacing the
// history entry.
let loadedOnce = false;
/** When the latest run of the loader began: the live socket replays what changed since (useLiveConnection). */
let loaderStartedAt: number | undefined;
/** The namespaces the shell's header, sidebar and live status read on every portal page. */
const SHELL_NAMESPACES = ['shell', 'ui', 'live'] as const;

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  loaderStartedAt = performance.now();
  const url = new URL(request.url);
  const target = sectionRedirect(url);
  const firstLoad = !loadedOnce;
  loadedOnce = true;
  // On the first load the ?section= URL is the browser's current entry: replace it, so Back does not bounce. In the
  // app, a link's navigation to it is never committed, so a plain redirect leaves the page it came from behind it.
  if (target) throw firstLoad ? replace(target) : redirect(target);
  // The shell's and the screen's catalogues load beside the session and the screen's code (config/portal-namespaces.ts).
  const [guard] = await Promise.all([
    guardPortal(getQueryClient(), url.pathname, url.search),
    preloadNamespaces([...SHELL_NAMESPACES, ...namespacesFor(url.pathname)]),
  ]);
  return guard;
};

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  (nextUrl.pathname === '/dashboard' && nextUrl.searchParams.has('section')) ||
  defaultShouldRevalidate;

/** While the portal's code, the session and the guard load: the shell's outline, not a spinner. */
export function HydrateFallback() {
  return <ShellSkeleton />;
}

export default function PortalLayout() {
  return (
    <PortalProviders>
      {/* The shell's catalogue loads on first use: its outline stays until then. */}
      <Suspense fallback={<ShellSkeleton />}>
        <SignedInShell />
      </Suspense>
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

  return user ? <PortalShell user={user} refusal={refusal} /> : <ShellSkeleton />;
}

function PortalShell({ user, refusal }: { user: SessionUser; refusal: string | null }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [mobileOpen, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useStoredValue(SIDEBAR_COLLAPSED_KEY, false, isBoolean);
  const section = sectionTitleFor(pathname);
  useLiveConnection(user.id);
  const title = section.kind === 'nav' ? t(`nav.${section.key}`) : t(`titles.${section.key}`);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: sidebarWidth(collapsed), breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={mobileOpen}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpen ? t('header.closeNavigation') : t('header.openNavigation')}
              aria-expanded={mobileOpen}
              aria-controls={NAVBAR_ID}
            />
            <DeferredTooltip label={collapsed ? t('header.expandSidebar') : t('header.collapseSidebar')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                visibleFrom="sm"
                onClick={() => setCollapsed((value) => !value)}
                aria-label={collapsed ? t('header.expandSidebar') : t('header.collapseSidebar')}
                aria-expanded={!collapsed}
                aria-controls={NAVBAR_ID}
              >
                {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
              </ActionIcon>
            </DeferredTooltip>
            {/* The full name only where the header has room for it beside the section's title (xl, 1408 px). */}
            <Box visibleFrom="xl">
              <BrandLink />
            </Box>
            <Box visibleFrom="sm" hiddenFrom="xl">
              <BrandLink compact />
            </Box>
            <Divider orientation="vertical" visibleFrom="sm" my={18} />
            {/* 000 §2: a title per section, from the sidebar's entries (config/portal-navigation.ts). */}
            <Text fw={600} fz={{ base: 'md', sm: 'lg' }} truncate="end" data-testid="section-title" miw={0}>
              {title}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LiveStatus />
            <TimerButton role={user.role} />
            <SearchBox onOpen={openSearch} onPreload={preloadSearch} />
            <QuickActions role={user.role} />
            <NotificationsBell />
            <NotificationToasts />
            <Box visibleFrom="sm">
              <ColorSchemeToggle />
            </Box>
            <Button
              component={Link}
              to="/"
              variant="default"
              visibleFrom="md"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              {t('header.backToMain')}
            </Button>
            <AccountMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} p="sm" aria-label={t('header.navigation')}>
        {/* Native overflow, not Mantine's ScrollArea: one less package on the first screen (issue #8). */}
        <AppShell.Section grow style={{ overflowY: 'auto', minHeight: 0 }}>
          <ShellNav role={user.role} compact={collapsed && !mobileOpen} onNavigate={mobile.close} />
        </AppShell.Section>
        {/* On a phone the header has no room for these: the open sidebar carries them. */}
        <AppShell.Section hiddenFrom="md" pt="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Button
              component={Link}
              to="/"
              variant="default"
              onClick={mobile.close}
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              aria-label={collapsed && !mobileOpen ? t('header.backToMain') : undefined}
              px={collapsed && !mobileOpen ? 'xs' : undefined}
            >
              {collapsed && !mobileOpen ? null : t('header.backToMain')}
            </Button>
            <Box hiddenFrom="sm">
              <ColorSchemeToggle />
            </Box>
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{refusal ? <AccessDenied message={refusal} /> : <Outlet />}</AppShell.Main>
    </AppShell>
  );
}

/**
 * The tab's one live connection (issue #9), per signed-in user. Its code arrives after the first screen: a change
 * that lands meanwhile is not lost, since the socket's first connection asks for the events since the loader that
 * began reading this screen (and its user's data) started.
 */
function useLiveConnection(userId: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user in this tab gets a socket of their own.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const readsBeganAt = loaderStartedAt;
    void import('../../lib/live').then(({ startLive }) => {
      if (!cancelled) stop = startLive({ queryClient: getQueryClient(), readsBeganAt }).stop;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
}
