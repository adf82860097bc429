import type { Role } from '@agency/shared/enums';

export const SETTINGS_SECTIONS = [
  'profile',
  'general',
  'notifications',
  'security',
  'appearance',
  'integrations',
  'advanced',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SECTION_LABELS: Record<SettingsSection, string> = {
  profile: 'Profile',
  general: 'General',
  notifications: 'Notifications',
  security: 'Security',
  appearance: 'Appearance',
  integrations: 'Integrations',
  advanced: 'Advanced',
};

/** Spec 001 §6: the Advanced setting is for admins only. */
export function sectionsFor(role: Role | undefined): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => section !== 'advanced' || role === 'ADMIN');
}

/** The `section` query parameter (001 §2), or the first section when it names none this role has. */
export function sectionFrom(value: string | null, role: Role | undefined): SettingsSection {
  const available = sectionsFor(role);
  return available.find((section) => section === value) ?? 'profile';
}
