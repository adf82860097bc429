import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './global-search';

const press = (init: Partial<KeyboardEvent>) =>
  ({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, key: '', code: '', ...init }) as KeyboardEvent;

describe('the global search shortcuts (D12)', () => {
  it('are Ctrl or Cmd with K or /', () => {
    expect(isSearchShortcut(press({ ctrlKey: true, key: 'k', code: 'KeyK' }))).toBe(true);
    expect(isSearchShortcut(press({ metaKey: true, key: 'K', code: 'KeyK' }))).toBe(true);
    expect(isSearchShortcut(press({ ctrlKey: true, key: '/', code: 'Slash' }))).toBe(true);
    expect(isSearchShortcut(press({ metaKey: true, key: '/', code: 'Slash' }))).toBe(true);
  });

  it('need Ctrl or Cmd and no other modifier', () => {
    expect(isSearchShortcut(press({ key: 'k', code: 'KeyK' }))).toBe(false);
    expect(isSearchShortcut(press({ ctrlKey: true, shiftKey: true, key: 'K', code: 'KeyK' }))).toBe(false);
    expect(isSearchShortcut(press({ ctrlKey: true, altKey: true, key: 'k', code: 'KeyK' }))).toBe(false);
    expect(isSearchShortcut(press({ ctrlKey: true, key: 'j', code: 'KeyJ' }))).toBe(false);
  });

  it('fall back to the physical key when the browser gives none (an autofill keydown)', () => {
    expect(isSearchShortcut(press({ ctrlKey: true, key: undefined, code: 'KeyK' }))).toBe(true);
    expect(isSearchShortcut(press({ ctrlKey: true, key: undefined, code: 'Slash' }))).toBe(true);
    expect(isSearchShortcut(press({ ctrlKey: true, key: undefined, code: undefined }))).toBe(false);
  });
});
