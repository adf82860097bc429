import { calendarRangeResponse } from '@agency/shared/calendar';
import { listTasksResponse } from '@agency/shared/tasks';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './compiled-serializer.ts';

// The compiled serializer must write byte for byte what the zod serializer (fastify-type-provider-zod: encode,
// then JSON.stringify) writes for the same page, and nothing the schema does not name.

function task(n: number) {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Task "${n}" \\ é \u2028 <b>`,
    description: n % 2 ? '' : 'two\nlines',
    status: 'in-progress',
    priority: 'urgent',
    dueDate: n % 3 ? null : '2026-11-20',
    position: -n,
    tags: n % 2 ? [] : ['design', 'a"b'],
    projectId: n % 4 ? null : '00000000-0000-4000-8000-000000000001',
    projectName: n % 4 ? null : 'Harbor',
    assigneeId: null,
    assigneeName: null,
    subtaskCount: n,
    subtasksDone: 0,
    progress: 0,
    commentCount: 2,
    completedAt: n % 2 ? null : new Date(Date.UTC(2026, 10, 20, 8, 30, 15, 123)),
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    updatedAt: new Date(Date.UTC(2026, 0, 2, 23, 59, 59, 999)),
    // Not in the schema: must not be written.
    clientId: 'other-organisation',
    internalNote: 'secret',
  };
}

describe('compiledSerializer', () => {
  const serialize = compiledSerializer({ schema: listTasksResponse });

  it('writes what zod’s encode would, and drops fields the schema does not name', () => {
    for (const page of [
      { items: Array.from({ length: 6 }, (_, n) => task(n)), nextCursor: 'WyJkdWUtYXNjIl0' },
      { items: [], nextCursor: null },
    ]) {
      const written = serialize(page);
      expect(written).toBe(JSON.stringify(z.encode(listTasksResponse, page as never)));
      expect(written).not.toContain('other-organisation');
      expect(written).not.toContain('internalNote');
    }
  });

  it('writes nullable dates, enums and text as zod would (the calendar month’s entries)', () => {
    const month = compiledSerializer({ schema: calendarRangeResponse });
    const at = new Date(Date.UTC(2027, 4, 3, 13, 0, 0, 5));
    const entries = [null, at].flatMap((occurrenceStart) =>
      [null, 'pending', 'declined'].map((myResponse, n) => ({
        key: `e${n}`,
        source: 'event',
        id: `e${n}`,
        title: `Sync "${n}" \u2028 é`,
        type: 'meeting',
        start: at,
        end: new Date(at.getTime() + 3_600_000),
        localStart: '2027-05-03T09:00:00',
        localEnd: '2027-05-03T10:00:00',
        allDay: n === 2,
        occurrenceStart,
        myResponse,
        editable: n === 1,
        url: n ? null : '/dashboard/projects/p',
        description: n ? null : 'Harbor Retail',
        attendees: [{ email: 'not@written.example' }],
      })),
    );
    const page = { timeZone: 'America/New_York', entries };
    const written = month(page);
    expect(written).toBe(JSON.stringify(z.encode(calendarRangeResponse, page as never)));
    expect(written).not.toContain('not@written.example');
  });

  it('refuses a row without a required field rather than writing it', () => {
    const { title: _, ...untitled } = task(1);
    expect(() => serialize({ items: [untitled], nextCursor: null })).toThrow(/title/);
  });
});
