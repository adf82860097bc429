import { presenceQuery } from '@agency/shared/live';
import { listNotificationsQuery } from '@agency/shared/notifications';
import { listTasksQuery } from '@agency/shared/tasks';
import { describe, expect, it } from 'vitest';
import { searchParamsOf, toSearchParams, withSearchParams } from './search-params';

const PROJECT = '0b5e8c3e-8a4e-4f57-9d0c-2f3a7c1d9e11';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('toSearchParams', () => {
  it('drops undefined, null, empty and blank values', () => {
    const params = toSearchParams(listTasksQuery, {
      q: '  ',
      status: undefined,
      priority: null,
      project: '',
      sort: 'due-asc',
    });
    expect(params.toString()).toBe('sort=due-asc');
  });

  it('writes flags, numbers, dates and lists the way the API schemas parse them', () => {
    const params = toSearchParams(listTasksQuery, {
      q: ' logo ',
      mine: true,
      dueFrom: '2026-11-01',
      limit: 25,
    });
    expect(Object.fromEntries(params)).toEqual({ q: 'logo', mine: 'true', dueFrom: '2026-11-01', limit: '25' });
    expect(listTasksQuery.parse(Object.fromEntries(params))).toMatchObject({ q: 'logo', mine: true, limit: 25 });

    const ids = toSearchParams(presenceQuery, { ids: [PROJECT, OTHER] });
    expect(ids.get('ids')).toBe(`${PROJECT},${OTHER}`);
    expect(presenceQuery.parse(Object.fromEntries(ids))).toEqual({ ids: [PROJECT, OTHER] });

    const when = new Date('2026-11-27T10:30:00.000Z');
    expect(toSearchParams(undefined, { after: when }).get('after')).toBe('2026-11-27T10:30:00.000Z');
    expect(toSearchParams(listTasksQuery, { mine: false }).get('mine')).toBe('false');
  });

  it('sends only the keys of the schema it is given', () => {
    const filters = { filter: 'unread', q: 'invoice', view: 'compact' } as const;
    expect(Object.fromEntries(toSearchParams(listNotificationsQuery, filters))).toEqual({
      filter: 'unread',
      q: 'invoice',
    });
  });

  it('encodes what needs encoding, and leaves the path bare when nothing is asked', () => {
    expect(withSearchParams('/search', toSearchParams(undefined, { q: 'a&b c' }))).toBe('/search?q=a%26b+c');
    expect(withSearchParams('/users', toSearchParams(undefined, { q: '' }))).toBe('/users');
  });
});

describe('searchParamsOf', () => {
  it('writes what toSearchParams writes with the schema, without the schema at run time', () => {
    const values = { q: ' logo ', mine: true, priority: null, project: '', dueFrom: '2026-11-01', limit: 25 } as const;
    expect(searchParamsOf<typeof listTasksQuery>(values).toString()).toBe(
      toSearchParams(listTasksQuery, values).toString(),
    );
    expect(searchParamsOf<typeof presenceQuery>({ ids: [PROJECT, OTHER] }).get('ids')).toBe(`${PROJECT},${OTHER}`);
  });
});
