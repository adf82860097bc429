import type { SessionUser } from '@agency/shared/auth';
import {
  Avatar,
  Badge,
  Box,
  Group,
  Stack,
  Text,
  UnstyledButton,
  type UnstyledButtonProps,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { OnIntent } from '../../../components/on-intent';
import { PresenceDot } from '../../../components/presence-dot';
import { ROLE_COLORS } from '../../../config/roles';
import { displayName } from '../display-name';

/**
 * The top bar's account menu (000 §2): initials, name, role badge, and the items for everyone and for the role. The
 * menu's code loads on first use (account-menu-dropdown.tsx).
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  return (
    <OnIntent load={loadMenu} placeholder={<AccountMenuButton user={user} aria-expanded={false} />}>
      {(AccountMenuPopup, intent) => <AccountMenuPopup user={user} intent={intent} />}
    </OnIntent>
  );
}

const loadMenu = () => import('./account-menu-dropdown').then((module) => module.AccountMenuPopup);

/** The menu's button, the same before and after the menu's code has loaded. */
export function AccountMenuButton({
  user,
  ...props
}: { user: SessionUser } & UnstyledButtonProps & ComponentProps<'button'>) {
  const { t } = useTranslation(['shell', 'ui']);
  const name = displayName(user);
  const color = ROLE_COLORS[user.role];
  const role = t(`ui:roles.${user.role}`);
  return (
    <UnstyledButton px={4} py={2} style={{ borderRadius: 8 }} aria-haspopup="menu" {...props}>
      <Group gap="xs" wrap="nowrap">
        <VisuallyHidden>{t('accountMenu.label', { name: '' }).trim()} </VisuallyHidden>
        {/* The uploaded picture from the product itself, else initials drawn here: no avatar service (D26). */}
        <Box pos="relative" style={{ flexShrink: 0 }}>
          {user.image?.startsWith('/api/avatars/') ? (
            <Avatar src={user.image} alt="" size={34} radius="xl" />
          ) : (
            <InitialsAvatar name={name} color={color} size={34} />
          )}
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
  );
}
