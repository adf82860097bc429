import { describe, expect, it } from 'vitest';
import { stableHandlers } from './stable-handlers';

describe('stable handlers for memoised rows (issue #19)', () => {
  it('calls the latest handler through the same functions', () => {
    const calls: string[] = [];
    const box = { current: { open: (id: string) => calls.push(`first ${id}`) } };
    const stable = stableHandlers(box);
    const open = stable.open;
    stable.open('a');
    box.current = { open: (id: string) => calls.push(`second ${id}`) };
    expect(stable.open).toBe(open);
    stable.open('b');
    expect(calls).toEqual(['first a', 'second b']);
  });
});
