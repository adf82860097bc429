import { describe, expect, it } from 'vitest';
import { homePathFor } from './home-path.ts';
import { startPathOf } from './preferences-values.ts';

describe('the start page (Settings › General)', () => {
  it("opens the role's home until a workspace is chosen, then that workspace", () => {
    expect(startPathOf(undefined, homePathFor('ADMIN'))).toBe('/admin');
    expect(startPathOf('home', homePathFor('AGENT'))).toBe('/agent');
    expect(startPathOf('tasks', homePathFor('AGENT'))).toBe('/dashboard/tasks');
    expect(startPathOf('files', homePathFor('CLIENT'))).toBe('/dashboard/files');
  });
});
