import { describe, expect, it } from 'vitest';
import { progressiveCount } from './progressive-count';

describe('a long list rendered first in part, then in full (issue #19)', () => {
  it('renders the first rows, then all', () => {
    expect(progressiveCount(25, 6, false)).toBe(6);
    expect(progressiveCount(25, 6, true)).toBe(25);
  });

  it('never asks for more rows than there are', () => {
    expect(progressiveCount(3, 6, false)).toBe(3);
    expect(progressiveCount(0, 6, true)).toBe(0);
  });
});
