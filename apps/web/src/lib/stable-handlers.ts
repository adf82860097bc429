import { useLayoutEffect, useMemo, useRef } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: handlers of any signature.
type Handlers = Record<string, (...args: any[]) => unknown>;

/**
 * One object of handlers for the component's life, each calling the latest render's function: what a memoised child
 * (a list's rows, issue #19) takes so that a re-render of its parent does not re-render every row. The keys must not
 * change between renders; the handlers are for events, never called during render.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  return useMemo(() => stableHandlers(latest), []);
}

/** The object useStableHandlers returns, over a box holding the latest handlers (exported for its test). */
export function stableHandlers<T extends Handlers>(latest: { current: T }): T {
  const stable: Handlers = {};
  for (const key of Object.keys(latest.current)) stable[key] = (...args: unknown[]) => latest.current[key]?.(...args);
  return stable as T;
}
