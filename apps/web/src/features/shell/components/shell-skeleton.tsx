import { BRAND } from '@agency/shared/brand';
import { AppShell, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { BrandMark } from '../../../components/brand-mark';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_KEY, sidebarWidth } from './shell-dimensions';

/** Whether the sidebar was left collapsed, read synchronously so the skeleton has the shell's width from the start. */
function storedCollapsed(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The shell's outline while the portal loads (its code, the session, the catalogues): header and sidebar in place,
 * so the page does not jump when they arrive. Used as the layout's HydrateFallback and suspense fallback.
 */
export function ShellSkeleton() {
  const collapsed = storedCollapsed();
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: sidebarWidth(collapsed), breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="lg"
      aria-busy="true"
      data-testid="shell-skeleton"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={28} w={28} radius="md" />
            {/* The brand where the shell shows it: known before anything loads, so it is drawn, not outlined. */}
            <Group gap="xs" wrap="nowrap" visibleFrom="lg" aria-hidden="true">
              <BrandMark />
              <Text component="span" fw={700} size="lg">
                {BRAND.name}
              </Text>
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={34} w={240} radius="md" visibleFrom="md" />
            <Skeleton h={34} w={34} radius="md" />
            <Skeleton h={34} w={34} radius="md" />
            <Skeleton h={34} w={34} radius="xl" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Stack gap="sm">
          <Skeleton h={20} w={collapsed ? 32 : 64} radius="xl" mx={collapsed ? 'auto' : 'xs'} />
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} h={36} radius="md" />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap="md">
          <Skeleton h={32} w="40%" radius="sm" />
          <Skeleton h={16} w="70%" radius="sm" />
          <Box>
            <Skeleton h={180} radius="lg" />
          </Box>
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
