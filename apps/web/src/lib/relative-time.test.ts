import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime (001 §9)', () => {
  it('reads Just now under a minute, then m, h and d ago', () => {
    expect(relativeTime(ago(0), now, 'en', 'Just now')).toBe('Just now');
    expect(relativeTime(ago(59), now, 'en', 'Just now')).toBe('Just now');
    expect(relativeTime(ago(60), now, 'en', 'Just now')).toBe('1m ago');
    expect(relativeTime(ago(59 * 60), now, 'en', 'Just now')).toBe('59m ago');
    expect(relativeTime(ago(3 * 3600), now, 'en', 'Just now')).toBe('3h ago');
    expect(relativeTime(ago(2 * 86400 + 5), now, 'en', 'Just now')).toBe('2d ago');
  });

  it('words it in the chosen language', () => {
    expect(relativeTime(ago(5 * 60), now, 'es', 'Justo ahora')).toBe('hace 5 min');
    expect(relativeTime(ago(5 * 60), now, 'fr', 'À l’instant')).toMatch(/^il y a 5\smin$/);
    expect(relativeTime(ago(30), now, 'de', 'Gerade eben')).toBe('Gerade eben');
  });

  it('treats a clock slightly ahead of the browser as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now, 'en', 'Just now')).toBe('Just now');
  });
});
