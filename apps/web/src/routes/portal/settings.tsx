import { NativeSelect, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PortalPage } from '../../components/portal-page';
import { AppearanceSection } from '../../features/settings/components/appearance-section';
import { ProfileSection } from '../../features/settings/components/profile-section';
import { SecuritySection } from '../../features/settings/components/security-section';
import { SECTION_LABELS, SETTINGS_SECTIONS, type SettingsSection, sectionFrom } from '../../features/settings/sections';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Settings';
const DESCRIPTION = 'Your profile, security and appearance preferences.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

const PANELS: Record<SettingsSection, () => ReactNode> = {
  profile: () => <ProfileSection />,
  security: () => <SecuritySection />,
  appearance: () => <AppearanceSection />,
};

/** One Settings page with its sections (D23); `?section=` picks one, so menu items and links can open it directly. */
export default function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const section = sectionFrom(searchParams.get('section'));
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  const select = (value: string | null) => {
    if (value) setSearchParams({ section: value }, { replace: true, preventScrollReset: true });
  };

  // The tabs do not fit a phone's width: a select names the section there instead.
  if (!wide) {
    return (
      <PortalPage title={TITLE} description={DESCRIPTION}>
        <NativeSelect
          label="Section"
          data={SETTINGS_SECTIONS.map((value) => ({ value, label: SECTION_LABELS[value] }))}
          value={section}
          onChange={(event) => select(event.currentTarget.value)}
        />
        <Stack>{PANELS[section]()}</Stack>
      </PortalPage>
    );
  }

  return (
    <PortalPage title={TITLE} description={DESCRIPTION}>
      <Tabs
        value={section}
        onChange={select}
        orientation="vertical"
        variant="pills"
        keepMounted={false}
        styles={{ tabLabel: { textAlign: 'left' } }}
      >
        <Tabs.List aria-label="Settings sections">
          {SETTINGS_SECTIONS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {SECTION_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={section} pl="xl" style={{ flex: 1, minWidth: 0 }}>
          <Stack maw={760}>{PANELS[section]()}</Stack>
        </Tabs.Panel>
      </Tabs>
    </PortalPage>
  );
}
