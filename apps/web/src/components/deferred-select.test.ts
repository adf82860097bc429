import { describe, expect, it } from 'vitest';
import { selectedLabel } from './deferred-select';

describe('selectedLabel: what the closed Select shows before its code loads', () => {
  it('reads strings, items and groups', () => {
    expect(selectedLabel(['a', 'b'], 'b')).toBe('b');
    expect(selectedLabel([{ value: 'sent', label: 'Sent' }], 'sent')).toBe('Sent');
    expect(selectedLabel([{ group: 'Mail', items: [{ value: 'x', label: 'Invitation' }] }], 'x')).toBe('Invitation');
  });

  it('shows nothing without a value or for a value not in the list', () => {
    expect(selectedLabel([{ value: 'sent', label: 'Sent' }], null)).toBe('');
    expect(selectedLabel([{ value: 'sent', label: 'Sent' }], 'gone')).toBe('');
    expect(selectedLabel(undefined, 'sent')).toBe('');
  });
});
