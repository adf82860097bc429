import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Switches between light and dark; until the visitor chooses, the system setting applies ('auto').
 * Both icons are rendered and CSS hides one, so the prerendered HTML matches whatever scheme the visitor has.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });

  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      onClick={() => setColorScheme(computed === 'light' ? 'dark' : 'light')}
    >
      <IconMoon size={18} stroke={1.5} className="mantine-dark-hidden" aria-hidden="true" />
      <IconSun size={18} stroke={1.5} className="mantine-light-hidden" aria-hidden="true" />
    </ActionIcon>
  );
}
