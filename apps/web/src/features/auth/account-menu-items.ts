import type { Role } from '@agency/shared/enums';
import { type Icon, IconSettings, IconUser } from '@tabler/icons-react';
import { ACCOUNT_MENU_ITEMS } from '../../config/account-menu';
import { mayOpen } from '../../config/portal-access';

export interface AccountMenuItem {
  id: 'profile' | 'settings' | 'help';
  label: string;
  to: string;
  icon: Icon;
}

// The one list of items (config/account-menu.ts, also used by the public site's menu), with the portal's icons.
const ICONS: Record<string, Icon> = { profile: IconUser, settings: IconSettings };

/** The items this role may open: the page's permission decides (config/portal-access.ts). */
export function accountItemsFor(role: Role): AccountMenuItem[] {
  return ACCOUNT_MENU_ITEMS.filter((item) => mayOpen(role, item.href)).map((item) => ({
    id: item.id,
    label: item.label,
    to: item.href,
    icon: ICONS[item.id] ?? IconUser,
  }));
}
