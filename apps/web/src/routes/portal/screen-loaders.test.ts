// Each workspace's clientLoader starts the queries its screen reads first, under the very keys the components read
// (issue #19): after the loader, the component finds the data and renders once, with it.
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../app/query-client';
import * as admin from './admin';
import * as agent from './agent';
import * as dashboard from './dashboard';
import * as files from './files';
import * as messages from './messages';
import * as project from './project';
import * as projects from './projects';
import * as tasks from './tasks';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  getQueryClient().clear();
  // Whatever the endpoint, a page of nothing: the portal takes answers as sent (ADR 0011), so any JSON will do.
  fetchMock.mockImplementation(async () =>
    Response.json({ items: [], nextCursor: null }, { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

async function load(module: { clientLoader: unknown }, path: string, params: Record<string, string> = {}) {
  const loader = module.clientLoader as Loader;
  return loader({ request: new Request(`http://localhost${path}`), params, context: {} });
}

/** Whether the one QueryClient holds data under exactly this key (hashed as TanStack Query does). */
function loaded(queryKey: QueryKey) {
  return getQueryClient().getQueryCache().find({ queryKey, exact: true })?.state.status === 'success';
}

const fetched = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('workspace clientLoaders', () => {
  it('projects: the counters and the first cards (every status, no search)', async () => {
    await expect(load(projects, '/dashboard/projects')).resolves.toBeNull();
    expect(loaded(['projects', 'summary'])).toBe(true);
    expect(loaded(['projects', 'list', null, ''])).toBe(true);
    // The list's URL as before: an empty query string after `?`.
    expect(fetched()).toEqual(['/api/projects/summary', '/api/projects?']);
  });

  it('project: the project of the URL', async () => {
    await load(project, '/dashboard/projects/p-1', { id: 'p-1' });
    expect(loaded(['projects', 'detail', 'p-1'])).toBe(true);
  });

  it('tasks: the List view with the default sort', async () => {
    await load(tasks, '/dashboard/tasks');
    expect(loaded(['tasks', 'list', { sort: 'due-asc' }])).toBe(true);
    expect(fetched()).toEqual(['/api/tasks?sort=due-asc']);
  });

  it("tasks: the List view's filters and sort from the URL", async () => {
    await load(tasks, '/dashboard/tasks?q=logo&status=review&priority=high&project=none&sort=priority&task=t-1');
    expect(
      loaded(['tasks', 'list', { q: 'logo', status: 'review', priority: 'high', project: 'none', sort: 'priority' }]),
    ).toBe(true);
  });

  it('tasks: the Kanban, every status in card order', async () => {
    await load(tasks, '/dashboard/tasks?view=kanban&status=done&priority=high');
    expect(loaded(['tasks', 'list', { priority: 'high', sort: 'board', limit: 100 }])).toBe(true);
  });

  it("tasks: the Calendar, the month's tasks", async () => {
    await load(tasks, '/dashboard/tasks?view=calendar&month=2026-02');
    expect(loaded(['tasks', 'list', { sort: 'due-asc', dueFrom: '2026-02-01', dueTo: '2026-02-28', limit: 100 }])).toBe(
      true,
    );
  });

  it('tasks: My Tasks, its counters and list', async () => {
    await load(tasks, '/dashboard/tasks?view=mine&status=review');
    expect(loaded(['tasks', 'summary', true])).toBe(true);
    expect(loaded(['tasks', 'list', { mine: true, status: 'review', sort: 'due-asc' }])).toBe(true);
  });

  it('messages: the threads, and the thread ?project= opens', async () => {
    await load(messages, '/dashboard/messages?project=p-1');
    expect(loaded(['messages', 'threads'])).toBe(true);
    expect(loaded(['messages', 'thread', 'p-1'])).toBe(true);
  });

  it("files: the top level's files and folders", async () => {
    await load(files, '/dashboard/files');
    expect(loaded(['files', 'list', { folder: 'root', sort: 'modified', dir: 'desc' }])).toBe(true);
    expect(loaded(['files', 'folders', { parent: 'root' }])).toBe(true);
  });

  it('files: a search by type lists files only', async () => {
    await load(files, '/dashboard/files?q=logo&kind=image&sort=name&dir=asc&project=p-1');
    expect(loaded(['files', 'list', { q: 'logo', projectId: 'p-1', kind: 'image', sort: 'name', dir: 'asc' }])).toBe(
      true,
    );
    expect(fetched()).toEqual(['/api/files?q=logo&projectId=p-1&kind=image&sort=name&dir=asc&limit=50']);
  });

  it.each([
    ['dashboard', dashboard, '/dashboard'],
    ['admin', admin, '/admin'],
    ['agent', agent, '/agent'],
  ])('%s: GET /api/overview', async (_name, module, path) => {
    await load(module, path);
    expect(loaded(['overview'])).toBe(true);
  });

  it('never throws: a refused read is left for the screen to show', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ error: { code: 'FORBIDDEN', message: 'No.' } }, { status: 403 }),
    );
    await expect(load(tasks, '/dashboard/tasks')).resolves.toBeNull();
    expect(
      getQueryClient()
        .getQueryCache()
        .find({ queryKey: ['tasks', 'list', { sort: 'due-asc' }] })?.state.status,
    ).toBe('error');
  });

  it('does not hold the navigation for what the screen already has: shown at once, refreshed behind it', async () => {
    getQueryClient().setQueryData(['projects', 'detail', 'p-1'], { id: 'p-1' }, { updatedAt: 0 });
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    await expect(load(project, '/dashboard/projects/p-1', { id: 'p-1' })).resolves.toBeNull();
    expect(fetched()).toEqual(['/api/projects/p-1']);
    answer(Response.json({ id: 'p-1', name: 'Fresh' }));
  });

  it.each([
    ['projects', projects],
    ['project', project],
    ['tasks', tasks],
    ['messages', messages],
    ['files', files],
    ['dashboard', dashboard],
  ])('%s: a new query string alone does not run the loader again', (_name, module) => {
    const revalidate = (from: string, to: string) =>
      module.shouldRevalidate({
        currentUrl: new URL(`http://localhost${from}`),
        nextUrl: new URL(`http://localhost${to}`),
      } as Parameters<typeof module.shouldRevalidate>[0]);
    expect(revalidate('/dashboard/tasks', '/dashboard/tasks?q=logo')).toBe(false);
    expect(revalidate('/dashboard/tasks', '/dashboard/files')).toBe(true);
  });
});
