import { ROLES } from '@agency/shared/enums';
import { mayOpen } from './portal-access';

export interface AccountMenuItem {
  /** The portal's menu translates by id (shell namespace, accountMenu.<id>); the public site's shows the label. */
  id: 'profile' | 'settings' | 'help';
  label: string;
  href: string;
}

// Spec 000 §2: the account menu's items. Only pages that work are listed (the role workspaces of 000 §2 arrive with
// later issues); who sees an item follows the permission of the page it opens (portal-access.ts), never a role list.
// Help & Support and Sign Out are drawn by each menu itself.
export const ACCOUNT_MENU_ITEMS: readonly AccountMenuItem[] = [
  { id: 'profile', label: 'My Profile', href: '/dashboard/profile' },
  { id: 'settings', label: 'Settings', href: '/dashboard/settings?section=general' },
];

export const HELP_ITEM: AccountMenuItem = { id: 'help', label: 'Help & Support', href: '/contact' };

/** The roles an item is shown to, for the prerendered menu that learns the role only in the browser. */
export function rolesFor(item: AccountMenuItem): string {
  return ROLES.filter((role) => mayOpen(role, item.href)).join(' ');
}
