import { type ComponentProps, type CSSProperties, type ReactNode, useId } from 'react';
import classes from './inline-alert.module.css';

interface InlineAlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A theme colour's name. */
  color: string;
  variant?: 'light' | 'outline';
  title: ReactNode;
  icon?: ReactNode;
}

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';

/**
 * What Mantine's `<Alert>` draws (variant light or outline, no close button): a role="alert" box named by its title
 * and described by its message. For the first screen's alerts (the Overview's attention bar, a failed load of the
 * Overview or its notifications panel), without the Alert's code (issue #8).
 */
export function InlineAlert({ color, variant = 'light', title, icon, children, style, ...props }: InlineAlertProps) {
  const id = useId();
  const vars = (
    variant === 'outline'
      ? {
          '--alert-bg': 'transparent',
          '--alert-color': `var(--mantine-color-${color}-outline)`,
          '--alert-bd': `${BORDER} var(--mantine-color-${color}-outline)`,
        }
      : {
          '--alert-bg': `var(--mantine-color-${color}-light)`,
          '--alert-color': `var(--mantine-color-${color}-light-color)`,
          '--alert-bd': `${BORDER} transparent`,
        }
  ) as CSSProperties;
  return (
    <div
      {...props}
      className={classes.root}
      style={{ ...vars, ...style }}
      data-variant={variant}
      role="alert"
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
    >
      <div className={classes.wrapper}>
        {icon && <div className={classes.icon}>{icon}</div>}
        <div className={classes.body}>
          <div className={classes.title}>
            <span id={`${id}-title`} className={classes.label}>
              {title}
            </span>
          </div>
          {children && (
            <div id={`${id}-body`} className={classes.message}>
              {children}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
