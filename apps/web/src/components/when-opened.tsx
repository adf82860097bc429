import { type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code loads when it is first opened (issue #19): its form, zod and Mantine's Modal stay off the
 * screen's first paint. Pass a React.lazy component as the child; it renders from the first `opened` on and stays
 * mounted after, so closing plays the Modal's transition as before. Start the import on the opening button's hover
 * or focus to have it there by the click.
 */
export function WhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(opened);
  if (opened && !seen) setSeen(true);
  return seen || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Handlers that start loading a lazy dialog's code when the user points at or focuses its button. */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const start = () => {
    // A failed preload (offline) is retried by React.lazy on the click.
    load().catch(() => undefined);
  };
  return { onPointerEnter: start, onFocus: start };
}
