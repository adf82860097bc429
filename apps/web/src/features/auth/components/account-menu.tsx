import type { SessionUser } from '@agency/shared/auth';
import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHelpCircle, IconLogout } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { HELP_ITEM } from '../../../config/account-menu';
import { ROLE_COLORS, ROLE_LABELS } from '../../../config/roles';
import { type AccountMenuItem, accountItemsFor } from '../account-menu-items';
import { useSignOut } from '../api/sign-out';
import { displayName } from '../display-name';

/** The top bar's account menu (000 §2): initials, name, role badge, and the items for everyone and for the role. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = displayName(user);
  const color = ROLE_COLORS[user.role];

  const onSignOut = () => signOut.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) });

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} px={4} py={2} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            {/* Mantine draws the initials itself: no avatar service (D26). */}
            <Avatar name={name} color={color} radius="xl" size={34} alt="" />
            <Stack gap={0} visibleFrom="sm" align="flex-start">
              <Text size="sm" fw={600} lh={1.2} maw={160} truncate>
                {name}
              </Text>
              <Badge color={color} variant="light" size="xs">
                {ROLE_LABELS[user.role]}
              </Badge>
            </Stack>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py={6}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Badge color={color} variant="light" size="sm" mt={4}>
            {ROLE_LABELS[user.role]}
          </Badge>
        </Stack>
        <Menu.Divider />
        {accountItemsFor(user.role).map(renderItem)}
        <Menu.Divider />
        <Menu.Item component={Link} to={HELP_ITEM.href} leftSection={<IconHelpCircle size={16} aria-hidden="true" />}>
          {HELP_ITEM.label}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={onSignOut}
          disabled={signOut.isPending}
        >
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function renderItem({ label, to, icon: Icon }: AccountMenuItem) {
  return (
    <Menu.Item key={label} component={Link} to={to} leftSection={<Icon size={16} aria-hidden="true" />}>
      {label}
    </Menu.Item>
  );
}
