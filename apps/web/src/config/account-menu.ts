import type { Role } from '@agency/shared/enums';

export interface AccountMenuItem {
  label: string;
  href: string;
  /** Shown only to these roles; everyone when absent. */
  roles?: readonly Role[];
}

// Spec 000 §2: the account menu's items. Sections that open inside the dashboard are addressed as
// /dashboard?section=…, the spec's fallback when the embedded page is not routed by itself.
export const ACCOUNT_MENU_ITEMS: readonly AccountMenuItem[] = [
  { label: 'My Profile', href: '/dashboard/settings?section=profile' },
  { label: 'Settings', href: '/dashboard/settings?section=general' },
  { label: 'Admin Panel', href: '/admin-dashboard', roles: ['ADMIN'] },
  { label: 'System Logs', href: '/dashboard?section=logs', roles: ['ADMIN'] },
  { label: 'Billing & Revenue', href: '/dashboard?section=billing', roles: ['ADMIN'] },
  { label: 'My Tasks', href: '/dashboard?section=tasks', roles: ['AGENT'] },
  { label: 'Payroll', href: '/dashboard?section=payroll', roles: ['AGENT'] },
  { label: 'My Projects', href: '/dashboard?section=projects', roles: ['CLIENT'] },
  { label: 'Billing & Invoices', href: '/dashboard?section=invoices', roles: ['CLIENT'] },
  { label: 'Help & Support', href: '/contact' },
];
