import { ActionIcon, useComputedColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSavePreferences } from '../lib/preferences';

/**
 * Switches between light and dark; until the visitor chooses, the system setting applies ('auto').
 * A signed-in user's choice is stored on the server too (D23), so it follows them to every browser.
 * Both icons are rendered and CSS hides one, so the prerendered HTML matches whatever scheme the visitor has.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation('ui');
  const { save } = useSavePreferences();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });

  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('colorScheme.toggle')}
      onClick={() => save({ theme: computed === 'light' ? 'dark' : 'light' })}
    >
      <IconMoon size={18} stroke={1.5} className="mantine-dark-hidden" aria-hidden="true" />
      <IconSun size={18} stroke={1.5} className="mantine-light-hidden" aria-hidden="true" />
    </ActionIcon>
  );
}
