import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useState,
} from 'react';

export interface TriggerHandlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** What the user had done with the placeholder when the real control took its place. */
export interface Intent {
  /** The pointer is over the placeholder: a tooltip shows at once. */
  pointed: boolean;
  /** The placeholder had focus: the real control takes it back (it mounts in a new element). */
  focused: boolean;
  /** The placeholder was clicked (or activated with Enter or Space): the real control opens at once. */
  opened: boolean;
}

interface OnIntentProps<M> {
  /** The real control's module; import() keeps it, and Mantine's floating-ui overlays, off the first screen. */
  load: () => Promise<M>;
  /** The control as it looks before its code arrives: the same element the real control renders as its target. */
  placeholder: ReactElement<TriggerHandlers>;
  children: (loaded: M, intent: Intent) => ReactNode;
}

/**
 * Header menus, popovers and tooltips are used after the first paint, so their code loads on the first sign of
 * use (issue #8's first-screen budget): pointing at the placeholder, focusing it or activating it. Once loaded,
 * the real control replaces the placeholder, looking the same; it takes focus back if the placeholder had it and
 * opens at once if the placeholder was activated, so a click or a key press before the code arrived is not lost.
 */
export function OnIntent<M>({ load, placeholder, children }: OnIntentProps<M>) {
  const [loaded, setLoaded] = useState<{ module: M } | null>(null);
  const [loading, setLoading] = useState(false);
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [opened, setOpened] = useState(false);
  // Between a press and its click the placeholder stays: replacing it there would swallow the click.
  const [pressing, setPressing] = useState(false);

  if (loaded && !pressing) return children(loaded.module, { pointed, focused, opened });

  const start = () => {
    if (loading) return;
    setLoading(true);
    load().then(
      (module) => setLoaded({ module }),
      // Offline or a new deployment: the next intent tries again; the placeholder stays usable meanwhile.
      () => setLoading(false),
    );
  };
  const own = placeholder.props;
  return cloneElement(placeholder, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      setPointed(true);
      start();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setPointed(false);
      setPressing(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      setPressing(true);
      start();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      setFocused(true);
      start();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      setFocused(false);
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      setPressing(false);
      setOpened(true);
      start();
    },
  });
}
