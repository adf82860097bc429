import { IconBrightnessAuto, IconMoon, IconSun } from '@tabler/icons-react';
import classes from './scheme-toggle.module.css';

/**
 * The public pages' colour-scheme button: cycles light, dark and auto (the system setting). The islands script
 * (islands/color-scheme.ts) makes it work and keeps Mantine's storage key, so the portal agrees. Invisible until
 * then, as it does nothing without JavaScript; `visibility` keeps its space, so nothing moves when it appears.
 */
export function SchemeToggle() {
  return (
    <button type="button" className={classes.toggle} data-scheme-toggle aria-label="Color scheme">
      <IconSun size={18} stroke={1.6} className={classes.light} aria-hidden="true" />
      <IconMoon size={18} stroke={1.6} className={classes.dark} aria-hidden="true" />
      <IconBrightnessAuto size={18} stroke={1.6} className={classes.auto} aria-hidden="true" />
    </button>
  );
}
