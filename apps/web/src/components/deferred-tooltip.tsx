import type { TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { OnIntent, type TriggerHandlers } from './on-intent';

const loadTooltip = () => import('./tooltip').then((module) => module.Tooltip);

/**
 * Mantine's Tooltip, whose code (with floating-ui's) loads when the pointer or the focus first reaches its target
 * rather than with the first screen (issue #8). Until then the target renders alone, as it looks with the tooltip.
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<TriggerHandlers> }) {
  return (
    <OnIntent load={loadTooltip} placeholder={children}>
      {(Tooltip, intent) => (
        <Tooltip defaultOpened={intent.pointed} {...props}>
          {intent.focused
            ? cloneElement(children as ReactElement<{ autoFocus?: boolean }>, { autoFocus: true })
            : children}
        </Tooltip>
      )}
    </OnIntent>
  );
}
