import { describe, expect, it } from 'vitest';
import { counterShowsMaximum, effectiveLimit, toggleSelection } from './picker-selection';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('team-member picker selection', () => {
  it('adds and removes people in multiple mode', () => {
    const rules = { single: false, limit: 50 };
    expect(toggleSelection([], a, rules)).toEqual([a]);
    expect(toggleSelection([a], b, rules)).toEqual([a, b]);
    expect(toggleSelection([a, b], a, rules)).toEqual([b]);
  });

  it('ignores a pick past the limit but still allows unpicking', () => {
    const rules = { single: false, limit: 2 };
    expect(toggleSelection([a, b], c, rules)).toEqual([a, b]);
    expect(toggleSelection([a, b], b, rules)).toEqual([a]);
  });

  it('keeps one choice in single mode', () => {
    const rules = { single: true, limit: 50 };
    expect(toggleSelection([a], b, rules)).toEqual([b]);
    expect(effectiveLimit(rules)).toBe(1);
  });

  it('never takes more than 50, and names the maximum only under 50', () => {
    expect(effectiveLimit({ single: false, limit: 80 })).toBe(50);
    expect(counterShowsMaximum({ single: false, limit: 50 })).toBe(false);
    expect(counterShowsMaximum({ single: false, limit: 80 })).toBe(false);
    expect(counterShowsMaximum({ single: false, limit: 5 })).toBe(true);
    expect(counterShowsMaximum({ single: true, limit: 5 })).toBe(false);
  });
});
