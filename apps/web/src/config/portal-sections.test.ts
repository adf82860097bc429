import { describe, expect, it } from 'vitest';
import { SECTION_PATHS, sectionRedirect } from './portal-sections';

const at = (path: string) => sectionRedirect(new URL(path, 'https://agency.example'));

describe('the ?section= links of the shell', () => {
  it.each([
    ['overview', '/dashboard'],
    ['projects', '/dashboard/projects'],
    ['tasks', '/dashboard/tasks'],
    ['clients', '/dashboard/clients'],
    ['settings', '/dashboard/settings'],
    ['profile', '/dashboard/settings?section=profile'],
    ['interactive-settings', '/dashboard/settings?section=appearance'],
    ['updates', '/dashboard/notifications'],
    ['users', '/dashboard/users'],
    ['messaging', '/dashboard/messages'],
    ['messages', '/dashboard/messages'],
    ['invoicing', '/dashboard/billing'],
    ['billing', '/dashboard/billing'],
    ['calendar', '/dashboard/calendar'],
    ['logs', '/dashboard/logs'],
  ])('sends %s to %s', (section, path) => {
    expect(at(`/dashboard?section=${section}`)).toBe(path);
  });

  it.each(['payroll', 'no-such-section', ''])(
    'sends the unbuilt or unknown section "%s" to the overview',
    (section) => {
      expect(at(`/dashboard?section=${section}`)).toBe('/dashboard');
    },
  );

  it('keeps the other parameters and the hash', () => {
    expect(at('/dashboard?section=tasks&task=42#top')).toBe('/dashboard/tasks?task=42#top');
    expect(at('/dashboard/?section=profile&x=1')).toBe('/dashboard/settings?section=profile&x=1');
  });

  it('leaves URLs without a section, and other pages, alone', () => {
    expect(at('/dashboard')).toBeNull();
    expect(at('/dashboard?tab=overview')).toBeNull();
    expect(at('/dashboard/settings?section=security')).toBeNull();
    expect(at('/admin?section=projects')).toBeNull();
  });

  it('redirects only to portal paths', () => {
    for (const path of Object.values(SECTION_PATHS)) expect(path.startsWith('/dashboard')).toBe(true);
  });
});
