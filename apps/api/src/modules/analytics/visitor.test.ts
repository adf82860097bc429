import { describe, expect, it } from 'vitest';
import { deviceClass, referrerSource, visitorHash } from './visitor.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('visitor', () => {
  it('classifies devices from the user agent', () => {
    expect(deviceClass(iphone)).toBe('mobile');
    expect(deviceClass(ipad)).toBe('tablet');
    expect(deviceClass(desktop)).toBe('desktop');
  });

  it('rotates the visitor id every day and never exposes the inputs', () => {
    const day1 = visitorHash('secret', '203.0.113.9', desktop, new Date('2026-11-22T10:00:00Z'));
    const sameDay = visitorHash('secret', '203.0.113.9', desktop, new Date('2026-11-22T23:59:00Z'));
    const day2 = visitorHash('secret', '203.0.113.9', desktop, new Date('2026-11-23T00:01:00Z'));
    expect(sameDay).toBe(day1);
    expect(day2).not.toBe(day1);
    expect(day1).not.toContain('203.0.113.9');
    expect(visitorHash('other-secret', '203.0.113.9', desktop, new Date('2026-11-22T10:00:00Z'))).not.toBe(day1);
  });

  it('names the referrer source', () => {
    expect(referrerSource(undefined, 'localhost').source).toBe('direct');
    expect(referrerSource('https://www.google.com/search?q=agency', 'localhost').source).toBe('google');
    expect(referrerSource('https://t.co/abc', 'localhost').source).toBe('twitter');
    expect(referrerSource('http://localhost/services', 'localhost').source).toBe('internal');
    expect(referrerSource('https://www.example.org/blog', 'localhost')).toEqual({
      source: 'example.org',
      host: 'www.example.org',
    });
    expect(referrerSource('not a url', 'localhost').source).toBe('direct');
  });
});
