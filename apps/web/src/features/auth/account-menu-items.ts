import type { Role } from '@agency/shared/enums';
import {
  type Icon,
  IconBriefcase,
  IconChecklist,
  IconCreditCard,
  IconFileInvoice,
  IconLayoutDashboard,
  IconListDetails,
  IconReceipt2,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { ACCOUNT_MENU_ITEMS, type AccountMenuItemId, showsItem } from '../../config/account-menu';

export interface AccountMenuItem {
  id: AccountMenuItemId;
  label: string;
  to: string;
  icon: Icon;
}

// The one list of items (config/account-menu.ts, also used by the public site's menu), with the portal's icons.
const ICONS: Partial<Record<AccountMenuItemId, Icon>> = {
  profile: IconUser,
  settings: IconSettings,
  adminPanel: IconLayoutDashboard,
  systemLogs: IconListDetails,
  billingRevenue: IconReceipt2,
  myTasks: IconChecklist,
  payroll: IconCreditCard,
  myProjects: IconBriefcase,
  billingInvoices: IconFileInvoice,
};

/** The items this role sees: the page's permission and the item's roles decide (config/account-menu.ts). */
export function accountItemsFor(role: Role): AccountMenuItem[] {
  return ACCOUNT_MENU_ITEMS.filter((item) => showsItem(role, item)).map((item) => ({
    id: item.id,
    label: item.label,
    to: item.href,
    icon: ICONS[item.id] ?? IconUser,
  }));
}
