import { describe, expect, it } from 'vitest';
import { hasPathSeparator, safeFileName } from './files.ts';

describe('safeFileName, the one rule for a name a person gave a file', () => {
  it('drops bidi controls, so a name reads as it is (no `fdp.exe` shown as `exe.pdf`)', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('\u2067report\u2069.pdf\u200E')).toBe('report.pdf');
  });

  it('drops control characters, blanks at either end and trailing dots', () => {
    expect(safeFileName('  notes\u0000\u0007.txt . . ')).toBe('notes.txt');
    expect(safeFileName('setup.exe.')).toBe('setup.exe');
    expect(safeFileName('.env')).toBe('.env');
  });

  it('leaves nothing of a name made only of what it drops, and keeps at most 255 characters whole', () => {
    expect(safeFileName(' . \u202E ..')).toBe('');
    expect(Array.from(safeFileName('😀'.repeat(300)))).toHaveLength(255);
    expect(safeFileName(`${'a'.repeat(254)}. b`)).toBe('a'.repeat(254));
  });

  it('tells a name with a path apart', () => {
    expect(hasPathSeparator('../../x')).toBe(true);
    expect(hasPathSeparator('a\\b')).toBe(true);
    expect(hasPathSeparator('brief v2.pdf')).toBe(false);
  });
});
