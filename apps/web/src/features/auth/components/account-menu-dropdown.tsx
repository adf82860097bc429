import type { SessionUser } from '@agency/shared/auth';
import { Badge, Menu, Stack, Text } from '@mantine/core';
import { IconHelpCircle, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Intent } from '../../../components/on-intent';
import { PresenceMenuSection } from '../../../components/presence-menu';
import { HELP_ITEM } from '../../../config/account-menu';
import { ROLE_COLORS } from '../../../config/roles';
import { accountItemsFor } from '../account-menu-items';
import { useSignOut } from '../api/sign-out';
import { displayName } from '../display-name';
import { AccountMenuButton } from './account-menu';

/** The account menu itself (account-menu.tsx), loaded on first use. */
export function AccountMenuPopup({ user, intent }: { user: SessionUser; intent: Intent }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { t } = useTranslation(['shell', 'ui']);
  const name = displayName(user);
  const color = ROLE_COLORS[user.role];

  const onSignOut = () => signOut.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) });

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={intent.opened}>
      <Menu.Target>
        <AccountMenuButton user={user} autoFocus={intent.focused} />
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
