import { describe, expect, it } from 'vitest';
import { pickerRoles } from './people.ts';

// 001 §6 "Picker roles", as a table.
describe('pickerRoles', () => {
  it('offers admins and agents to a client user for share, invite and group chat', () => {
    for (const mode of ['share', 'invite', 'group_chat'] as const) {
      expect(pickerRoles(mode, 'CLIENT')).toEqual(['ADMIN', 'AGENT']);
      expect(pickerRoles(mode, 'AGENT')).toEqual(['ADMIN', 'AGENT', 'CLIENT']);
      expect(pickerRoles(mode, 'ADMIN')).toEqual(['ADMIN', 'AGENT', 'CLIENT']);
    }
  });

  it('offers admins and agents to an admin for assign, agents only to everyone else', () => {
    expect(pickerRoles('assign', 'ADMIN')).toEqual(['ADMIN', 'AGENT']);
    expect(pickerRoles('assign', 'AGENT')).toEqual(['AGENT']);
    expect(pickerRoles('assign', 'CLIENT')).toEqual(['AGENT']);
  });
});
