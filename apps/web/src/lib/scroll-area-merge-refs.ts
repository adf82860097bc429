// Mantine's ScrollArea imports one hook from @floating-ui/react, useMergeRefs, and that package is one module: every
// screen with a scrolling table loaded all of floating-ui (~15 KiB gzipped) for it, popovers or not (issue #19).
// vite.config.ts gives the ScrollArea this module instead: floating-ui's useMergeRefs (MIT, @floating-ui/react
// 0.27), line for line, so the ScrollArea behaves as before.
import { type Ref, type RefCallback, type RefObject, useCallback, useMemo, useRef } from 'react';

type Cleanup = () => void;

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const refEffect = useCallback((instance: T): Cleanup => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function'
          ? refCleanup
          : () => {
              refCallback(null);
            };
      }
      (ref as RefObject<T | null>).current = instance;
      return () => {
        (ref as RefObject<T | null>).current = null;
      };
    });
    return () => {
      for (const refCleanup of cleanups) refCleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in floating-ui.
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: T | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in floating-ui.
  }, refs);
}
