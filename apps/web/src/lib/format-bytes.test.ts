import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatBytes (001 §9)', () => {
  it('writes whole bytes with the symbol B, never "byte"', () => {
    expect(plain(formatBytes(0, 'en'))).toBe('0 B');
    expect(plain(formatBytes(1, 'en'))).toBe('1 B');
    expect(plain(formatBytes(56, 'en'))).toBe('56 B');
    expect(plain(formatBytes(1023, 'en'))).toBe('1,023 B');
  });

  it('goes up in 1024s with one decimal', () => {
    expect(plain(formatBytes(1024, 'en'))).toBe('1 KB');
    expect(plain(formatBytes(1536, 'en'))).toBe('1.5 KB');
    expect(plain(formatBytes(25 * 1024 * 1024, 'en'))).toBe('25 MB');
    expect(plain(formatBytes(3.25 * 1024 ** 3, 'en'))).toBe('3.3 GB');
  });

  it('writes the number in the user’s format, and octets in French', () => {
    expect(plain(formatBytes(1536, 'de'))).toBe('1,5 KB');
    expect(plain(formatBytes(1536, 'fr'))).toBe('1,5 Ko');
    expect(plain(formatBytes(56, 'fr'))).toBe('56 o');
  });
});
