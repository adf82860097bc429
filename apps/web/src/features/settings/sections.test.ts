import { describe, expect, it } from 'vitest';
import { sectionFrom, sectionsFor } from './sections';

describe('the Settings sections (001 §2, D23)', () => {
  it('offers the seven sections to an admin, in the spec order', () => {
    expect(sectionsFor('ADMIN')).toEqual([
      'profile',
      'general',
      'notifications',
      'security',
      'appearance',
      'integrations',
      'advanced',
    ]);
  });

  it('keeps Advanced (the Danger Zone, the export) from agents and clients', () => {
    for (const role of ['AGENT', 'CLIENT'] as const) {
      expect(sectionsFor(role)).not.toContain('advanced');
      expect(sectionFrom('advanced', role)).toBe('profile');
    }
    expect(sectionFrom('advanced', 'ADMIN')).toBe('advanced');
  });

  it('opens the section the query names, or Profile', () => {
    expect(sectionFrom('general', 'CLIENT')).toBe('general');
    expect(sectionFrom('nonsense', 'CLIENT')).toBe('profile');
    expect(sectionFrom(null, 'AGENT')).toBe('profile');
  });
});
