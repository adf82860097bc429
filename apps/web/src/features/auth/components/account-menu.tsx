import type { SessionUser } from '@agency/shared/auth';
import { Avatar, Badge, Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHelpCircle, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PresenceDot } from '../../../components/presence-dot';
import { PresenceMenuSection } from '../../../components/presence-menu';
import { HELP_ITEM } from '../../../config/account-menu';
import { ROLE_COLORS } from '../../../config/roles';
import { accountItemsFor } from '../account-menu-items';
import { useSignOut } from '../api/sign-out';
import { displayName } from '../display-name';

/** The top bar's account menu (000 §2): initials, name, role badge, and the items for everyone and for the role. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { t } = useTranslation(['auth', 'ui']);
  const name = displayName(user);
  const color = ROLE_COLORS[user.role];
  const role = t(`ui:roles.${user.role}`);

  const onSignOut = () => signOut.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) });

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3): "Account menu for", then the initials, name and role. */}
        <UnstyledButton px={4} py={2} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <VisuallyHidden>{t('accountMenu.label', { name: '' }).trim()} </VisuallyHidden>
            {/* Mantine draws the initials itself: no avatar service (D26). */}
            <Box pos="relative" style={{ flexShrink: 0 }}>
              <Avatar name={name} color={color} radius="xl" size={34} alt="" />
              {/* The user's own presence (001 §4), set below under Status. */}
              <PresenceDot userId={user.id} overlay />
            </Box>{' '}
            <VisuallyHidden hiddenFrom="sm">
              {name}, {role}
            </VisuallyHidden>
            <Stack gap={0} visibleFrom="sm" align="flex-start">
              <Text size="sm" fw={600} lh={1.2} maw={160} truncate>
                {name}
              </Text>{' '}
              <Badge color={color} variant="light" size="xs">
                {role}
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
            {t(`ui:roles.${user.role}`)}
          </Badge>
        </Stack>
        <Menu.Divider />
        <PresenceMenuSection />
        <Menu.Divider />
        {accountItemsFor(user.role).map(({ id, to, icon: Icon }) => (
          <Menu.Item key={id} component={Link} to={to} leftSection={<Icon size={16} aria-hidden="true" />}>
            {t(`accountMenu.${id}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={HELP_ITEM.href} leftSection={<IconHelpCircle size={16} aria-hidden="true" />}>
          {t('accountMenu.help')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={onSignOut}
          disabled={signOut.isPending}
        >
          {t('accountMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
