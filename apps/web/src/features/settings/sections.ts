import type { Role } from '@agency/shared/enums';
import { can } from '@agency/shared/permissions';

// The spec's sections in its order (001 §2, D23). Advanced is an admin's (the Danger Zone is "shown to admin only").
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

/** The English names (the spec's); screens show the settings catalogue's `sections.<section>` instead. */
export const SECTION_LABELS: Record<SettingsSection, string> = {
  profile: 'Profile',
  general: 'General',
  notifications: 'Notifications',
  security: 'Security',
  appearance: 'Appearance',
  integrations: 'Integrations',
  advanced: 'Advanced',
};

/** The sections a role sees. */
export function sectionsFor(role: Role | null | undefined): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => section !== 'advanced' || can(role, 'settings:update-organisation'));
}

/** The `section` query parameter (001 §2), or the first section when it names none (or one the role lacks). */
export function sectionFrom(value: string | null, role?: Role | null): SettingsSection {
  return sectionsFor(role).find((section) => section === value) ?? 'profile';
}
