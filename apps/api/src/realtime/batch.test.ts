import { describe, expect, it, vi } from 'vitest';
import { batchLoader } from './batch.ts';

describe('batchLoader', () => {
  it('loads the keys asked for in one turn of the event loop with one call, and the next turn’s with another', async () => {
    const load = vi.fn(async (keys: number[]) => new Map(keys.filter((k) => k !== 3).map((k) => [k, `v${k}`])));
    const get = batchLoader(load);
    const first = await Promise.all([get(1), get(2), get(3), get(2)]);
    expect(first).toEqual(['v1', 'v2', undefined, 'v2']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toEqual([1, 2, 3]);
    expect(await get(4)).toBe('v4');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects every key of a failed load, and loads again afterwards', async () => {
    let fail = true;
    const get = batchLoader(async (keys: string[]) => {
      if (fail) throw new Error('pool timeout');
      return new Map(keys.map((k) => [k, k.length]));
    });
    const results = await Promise.allSettled([get('a'), get('bb')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await get('ccc')).toBe(3);
  });
});
