import { describe, expect, it } from 'vitest';
import { homePathFor } from './home-path.ts';

describe('role homes', () => {
  it('ignores case', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('AGENT')).toBe('/agent');
    expect(homePathFor('Client')).toBe('/dashboard');
    expect(homePathFor(undefined)).toBe('/dashboard');
  });
});
