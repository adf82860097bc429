// Only sections that work are offered (General, Integrations and Advanced of 001 §2 arrive with the workspaces they
// configure). The order is the spec's.
export const SETTINGS_SECTIONS = ['profile', 'notifications', 'security', 'appearance'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The English names (the spec's); screens show the settings catalogue's `sections.<section>` instead. */
export const SECTION_LABELS: Record<SettingsSection, string> = {
  profile: 'Profile',
  notifications: 'Notifications',
  security: 'Security',
  appearance: 'Appearance',
};

/** The `section` query parameter (001 §2), or the first section when it names none. */
export function sectionFrom(value: string | null): SettingsSection {
  return SETTINGS_SECTIONS.find((section) => section === value) ?? 'profile';
}
