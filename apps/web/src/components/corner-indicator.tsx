import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import classes from './corner-indicator.module.css';

interface CornerIndicatorProps extends ComponentProps<'div'> {
  /** The count shown in it; none draws a dot. */
  label?: ReactNode;
  /** Its height (and least width) and its distance from the corner, in px. */
  size: number;
  offset: number;
  /** A theme colour's name; the indicator is its filled shade. */
  color: string;
  /** Hidden, leaving only what it sits on. */
  disabled?: boolean;
}

const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** What Mantine's `<Indicator position="top-end">` draws: a dot or a count over the corner of what it wraps. */
export function CornerIndicator({
  label,
  size,
  offset,
  color,
  disabled,
  children,
  style,
  ...props
}: CornerIndicatorProps) {
  const vars = {
    '--indicator-color': `var(--mantine-color-${color}-filled)`,
    '--indicator-size': rem(size),
    '--indicator-offset': rem(offset),
  } as CSSProperties;
  return (
    <div {...props} className={classes.root} style={{ ...vars, ...style }}>
      {!disabled && (
        <div className={classes.indicator} data-with-label={label ? true : undefined}>
          {label}
        </div>
      )}
      {children}
    </div>
  );
}
