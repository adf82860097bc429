import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initials, as Mantine’s Avatar takes them from a name', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Avery Collins')).toBe('AC');
    expect(initialsOf('jean luc picard')).toBe('JL');
    expect(initialsOf('Mary Ann de la Cruz')).toBe('MA');
    expect(initialsOf('  Jordan   Reyes ')).toBe('JR');
  });

  it('takes the first two letters of a single word', () => {
    expect(initialsOf('morgan')).toBe('MO');
    expect(initialsOf('x')).toBe('X');
    expect(initialsOf('')).toBe('?');
  });

  it('leaves out a title', () => {
    expect(initialsOf('Dr. Sarah Chen')).toBe('SC');
    expect(initialsOf('Ms Rivera')).toBe('RI');
  });
});
