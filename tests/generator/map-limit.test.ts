/** mapLimit: every item mapped once, results in the items' order, never more than `limit` calls in flight. */
import { describe, expect, it } from 'vitest';
import { mapLimit } from '../../src/shared/map-limit.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapLimit', () => {
  it('keeps the order of the items, whatever order the calls finish in', async () => {
    const results = await mapLimit([30, 10, 20, 0], 2, async (n, index) => {
      await new Promise((resolve) => setTimeout(resolve, n / 10));
      return `${index}:${n}`;
    });
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:0']);
  });

  it('never has more than `limit` calls in flight, and uses all of them', async () => {
    let inFlight = 0;
    let most = 0;
    await mapLimit(
      Array.from({ length: 12 }, (_, i) => i),
      3,
      async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await tick();
        inFlight--;
      },
    );
    expect(most).toBe(3);
  });

  it('maps each item exactly once', async () => {
    const seen: number[] = [];
    await mapLimit([1, 2, 3, 4, 5], 4, async (n) => {
      seen.push(n);
      await tick();
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives an empty list for no items without calling the function', async () => {
    let calls = 0;
    expect(await mapLimit([], 4, async () => calls++)).toEqual([]);
    expect(calls).toBe(0);
  });

  it('rejects with the first failure', async () => {
    await expect(
      mapLimit([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('item 2 failed');
        return n;
      }),
    ).rejects.toThrow('item 2 failed');
  });
});
