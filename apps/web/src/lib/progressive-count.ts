import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's rows to render: the first `first` at once, all of them just after, in a transition
 * (issue #19). A phone shows two or three task cards; rendering 25 in the screen's first commit was its longest task.
 * The rest render in React's interruptible mode (in slices of a few milliseconds), so they add no long task and a
 * tap meanwhile is answered first. A list that is already shown (a filter, Load more) renders in full at once.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    startTransition(() => setAll(true));
  }, []);
  return progressiveCount(total, first, all);
}

/** The rows to render: all once the first paint is past, else the first `first` (exported for its test). */
export const progressiveCount = (total: number, first: number, all: boolean): number =>
  all ? total : Math.min(total, first);
