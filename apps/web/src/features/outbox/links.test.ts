import { describe, expect, it } from 'vitest';
import { linksIn, splitLinks } from './links';

describe('splitLinks', () => {
  it('cuts prose and links apart, keeping every character', () => {
    const text = 'Open http://localhost:3000/auth/callback?type=invite&token=abc to start.\nThanks';
    const parts = splitLinks(text);
    expect(parts).toEqual([
      { kind: 'text', value: 'Open ', at: 0 },
      { kind: 'link', value: 'http://localhost:3000/auth/callback?type=invite&token=abc', at: 5 },
      { kind: 'text', value: ' to start.\nThanks', at: 62 },
    ]);
    expect(parts.map((part) => part.value).join('')).toBe(text);
  });

  it('leaves trailing punctuation and brackets to the prose', () => {
    expect(linksIn('See (https://example.com/a). Or https://example.com/b, then stop!')).toEqual([
      'https://example.com/a',
      'https://example.com/b',
    ]);
  });

  it('ignores what is not an http(s) link', () => {
    expect(linksIn('javascript:alert(1) mailto:a@b.c ftp://x.y')).toEqual([]);
    expect(splitLinks('')).toEqual([]);
  });

  it('lists a repeated link once', () => {
    expect(linksIn('https://a.example/x and https://a.example/x')).toEqual(['https://a.example/x']);
  });
});
