import { LIVE_EVENTS } from '@agency/shared/live-events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, startLive } from './live';
import { getLiveStatus, matchesLiveType } from './live-store';

class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  close(code = 1006) {
    this.onclose?.({ code });
  }
}

describe('the live client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('backs off with full jitter: the first retry within 1 s, the window doubling to a cap of 8 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(100);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(0, () => 0.5)).toBe(550);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(8000);
  });

  it('spreads the tabs a dead server dropped over the first second, and retries a refused one within the cap', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const live = startLive({
      queryClient: new QueryClient(),
      url: (after) => `ws://test/api/live${after === null ? '' : `?after=${after}`}`,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    FakeSocket.opened[0]!.receive({ kind: 'ready', lastId: 1 });
    // Dropped (its server killed): back within a second.
    FakeSocket.opened[0]!.close();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.opened).toHaveLength(2);
    // Refused again and again (a survivor answering 503 while busy): never more than 8 s apart.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      FakeSocket.opened.at(-1)!.close();
      await vi.advanceTimersByTimeAsync(Math.min(8000, 1000 * 2 ** attempt) - 1);
      expect(FakeSocket.opened).toHaveLength(2 + attempt);
    }
    live.stop();
  });

  it('matches types and prefixes', () => {
    expect(matchesLiveType('messages.', 'messages.created')).toBe(true);
    expect(matchesLiveType('messages.created', 'messages.updated')).toBe(false);
    expect(matchesLiveType('*', 'anything.at-all')).toBe(true);
  });

  it('invalidates exactly the query keys the shared registry names for the event’s type, and the Logs', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const live = startLive({
      queryClient,
      url: () => 'ws://test/api/live',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const socket = FakeSocket.opened[0]!;
    socket.receive({ kind: 'ready', lastId: 1 });
    socket.receive({ kind: 'event', id: 2, type: 'payments.recorded', payload: {} });
    socket.receive({ kind: 'event', id: 3, type: 'not.registered', payload: {} });
    await vi.advanceTimersByTimeAsync(60);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    // An event the registry does not know changes nothing on screen, the Logs included.
    expect(keys).toEqual([...LIVE_EVENTS['payments.recorded'].invalidates, ['logs']]);
    live.stop();
  });

  it('draws a known presence dot at once and reads the team directory again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['presence', 'u1'], { status: 'offline', lastSeenAt: null });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const live = startLive({
      queryClient,
      url: () => 'ws://test/api/live',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const socket = FakeSocket.opened[0]!;
    socket.receive({ kind: 'ready', lastId: 1 });
    socket.receive({ kind: 'event', id: 2, type: 'presence.updated', payload: { userId: 'u1', status: 'online' } });
    socket.receive({ kind: 'event', id: 3, type: 'presence.updated', payload: { userId: 'u2', status: 'away' } });
    expect(queryClient.getQueryData(['presence', 'u1'])).toEqual({ status: 'online', lastSeenAt: null });
    await vi.advanceTimersByTimeAsync(60);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([['team'], ['overview'], ['presence', 'u2']]);
    live.stop();
  });

  it('resumes after the last event id, shows offline meanwhile, and invalidates per event', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const live = startLive({
      queryClient,
      url: (after) => `ws://test/api/live${after === null ? '' : `?after=${after}`}`,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const first = FakeSocket.opened[0]!;
    expect(first.url).toBe('ws://test/api/live');
    first.receive({ kind: 'ready', lastId: 10 });
    expect(getLiveStatus()).toBe('online');
    first.receive({ kind: 'event', id: 12, type: 'notifications.created', payload: {} });
    await vi.advanceTimersByTimeAsync(60);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    first.close();
    expect(getLiveStatus()).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeSocket.opened[1]!;
    expect(second.url).toBe('ws://test/api/live?after=12');
    second.receive({ kind: 'ready', lastId: 12 });
    expect(getLiveStatus()).toBe('online');
    live.stop();
  });

  it('asks its first connection for the events since the page began reading, until a ready gives it a place', async () => {
    const url = vi.fn((after: number | null, sinceMs?: number) => `ws://test/api/live?after=${after}&since=${sinceMs}`);
    const live = startLive({
      queryClient: new QueryClient(),
      readsBeganAt: performance.now() - 1200,
      url,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    expect(url.mock.calls[0]![0]).toBeNull();
    expect(url.mock.calls[0]![1]).toBeGreaterThanOrEqual(1200);
    // Closed before it was ready: the next try still starts from the page's reads.
    FakeSocket.opened[0]!.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(url.mock.calls[1]![1]).toBeGreaterThanOrEqual(1200);
    FakeSocket.opened[1]!.receive({ kind: 'ready', lastId: 7 });
    FakeSocket.opened[1]!.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(url.mock.calls[2]).toEqual([7, undefined]);
    live.stop();
  });

  it('resumes after the last event received, which need not be the largest id (the stream is in commit order)', async () => {
    const live = startLive({
      queryClient: new QueryClient(),
      url: (after) => `ws://test/api/live${after === null ? '' : `?after=${after}`}`,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const first = FakeSocket.opened[0]!;
    first.receive({ kind: 'ready', lastId: 30 });
    first.receive({ kind: 'event', id: 41, type: 'messages.created', payload: {} });
    first.receive({ kind: 'event', id: 38, type: 'messages.created', payload: {} });
    first.close();
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeSocket.opened[1]!;
    expect(second.url).toBe('ws://test/api/live?after=38');
    second.receive({ kind: 'event', id: 44, type: 'messages.created', payload: {} });
    second.receive({ kind: 'ready', lastId: 44 });
    second.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.opened[2]!.url).toBe('ws://test/api/live?after=44');
    live.stop();
  });
});
