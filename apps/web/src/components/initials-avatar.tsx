import type { CSSProperties } from 'react';
import { initialsOf } from '../lib/initials';
import classes from './initials-avatar.module.css';

/**
 * A person's initials in a circle of a theme colour, drawn as Mantine's `<Avatar name color radius="xl" alt="">`
 * draws them (no avatar service, D26), for the account menu's button on every portal screen. Mantine's own class names
 * (mantine-Avatar-root, -placeholder) stay on it for what addresses them.
 */
export function InitialsAvatar({ name, color, size }: { name: string; color: string; size: number }) {
  const style = {
    '--avatar-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--avatar-bg': `var(--mantine-color-${color}-light)`,
    '--avatar-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div className={`${classes.root} mantine-Avatar-root`} style={style}>
      <span className={`${classes.initials} mantine-Avatar-placeholder`} title="">
        {initialsOf(name)}
      </span>
    </div>
  );
}
