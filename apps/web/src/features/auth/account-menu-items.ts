import type { Role } from '@agency/shared/enums';
import {
  type Icon,
  IconChecklist,
  IconCoin,
  IconFileInvoice,
  IconFolders,
  IconListDetails,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { ACCOUNT_MENU_ITEMS } from '../../config/account-menu';

export interface AccountMenuItem {
  label: string;
  to: string;
  icon: Icon;
}

// The one list of items (config/account-menu.ts, also used by the public site's menu), with the
// portal's icons. Help & Support and Sign Out are drawn separately by the menu.
const ICONS: Record<string, Icon> = {
  'My Profile': IconUser,
  Settings: IconSettings,
  'Admin Panel': IconShieldLock,
  'System Logs': IconListDetails,
  'Billing & Revenue': IconCoin,
  'My Tasks': IconChecklist,
  Payroll: IconReceipt,
  'My Projects': IconFolders,
  'Billing & Invoices': IconFileInvoice,
};

const withIcons = (items: typeof ACCOUNT_MENU_ITEMS): AccountMenuItem[] =>
  items
    .filter((item) => ICONS[item.label])
    .map((item) => ({ label: item.label, to: item.href, icon: ICONS[item.label]! }));

export const ACCOUNT_ITEMS: readonly AccountMenuItem[] = withIcons(ACCOUNT_MENU_ITEMS.filter((item) => !item.roles));

export const ROLE_ITEMS: Record<Role, readonly AccountMenuItem[]> = {
  ADMIN: withIcons(ACCOUNT_MENU_ITEMS.filter((item) => item.roles?.includes('ADMIN'))),
  AGENT: withIcons(ACCOUNT_MENU_ITEMS.filter((item) => item.roles?.includes('AGENT'))),
  CLIENT: withIcons(ACCOUNT_MENU_ITEMS.filter((item) => item.roles?.includes('CLIENT'))),
};
