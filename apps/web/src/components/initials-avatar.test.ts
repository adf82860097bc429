import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials-avatar';

describe('initials, as Mantine’s Avatar takes them from a name', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Avery Collins')).toBe('AC');
    expect(initialsOf('jean luc picard')).toBe('JL');
  });

  it('takes the first two letters of a single word', () => {
    expect(initialsOf('morgan')).toBe('MO');
    expect(initialsOf('x')).toBe('X');
  });
});
