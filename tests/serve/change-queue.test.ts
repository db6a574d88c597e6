import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeQueue, type Batch } from '../../scripts/lib/dev/change-queue.ts';

/** A queue whose batches finish only when the test says so, recording every batch it was given. */
function queue() {
  const batches: Batch[] = [];
  const finish: Array<() => void> = [];
  const q = new ChangeQueue({
    coalesceMs: 50,
    isCode: (file) => file.startsWith('/code/'),
    run: (batch) => {
      batches.push(batch);
      return new Promise<void>((resolve) => finish.push(resolve));
    },
  });
  return {
    q,
    batches,
    finishNext: async () => {
      finish.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the dev change queue', () => {
  it('starts with one fresh batch, and is idle once it is done', async () => {
    const { q, batches, finishNext } = queue();
    let idle = false;
    void q.idle().then(() => (idle = true));
    expect(batches).toEqual([{ files: [], fresh: true }]);
    await finishNext();
    expect(idle).toBe(true);
  });

  it('makes one batch of changes that arrive within 50 ms of each other, and waits for a quiet 50 ms', async () => {
    const { q, batches, finishNext } = queue();
    void q.idle();
    await finishNext();
    q.changed(['/site/content/a.md']);
    await vi.advanceTimersByTimeAsync(40);
    q.changed(['/site/content/b.md', '/site/content/a.md']);
    await vi.advanceTimersByTimeAsync(49);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches[1]).toEqual({ files: ['/site/content/a.md', '/site/content/b.md'], fresh: false });
  });

  it('runs one batch at a time: changes during a batch make the next one', async () => {
    const { q, batches, finishNext } = queue();
    void q.idle();
    await finishNext();
    q.changed(['/site/content/a.md']);
    await vi.advanceTimersByTimeAsync(50);
    q.changed(['/site/content/b.md']);
    q.changed(['/site/locales/en.json']);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toHaveLength(2);
    await finishNext();
    expect(batches[2]).toEqual({ files: ['/site/content/b.md', '/site/locales/en.json'], fresh: false });
  });

  it('asks for a fresh build process after a change to the code', async () => {
    const { q, batches, finishNext } = queue();
    void q.idle();
    await finishNext();
    q.changed(['/site/content/a.md', '/code/src/render.tsx']);
    await vi.advanceTimersByTimeAsync(50);
    expect(batches[1]).toEqual({ files: ['/site/content/a.md', '/code/src/render.tsx'], fresh: true });
    await finishNext();
    q.changed(['/site/content/a.md']);
    await vi.advanceTimersByTimeAsync(50);
    expect(batches[2]?.fresh).toBe(false);
  });

  it('is not idle while changes wait for their quiet time or a batch runs', async () => {
    const { q, finishNext } = queue();
    void q.idle();
    await finishNext();
    q.changed(['/site/content/a.md']);
    let idle = false;
    void q.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(idle).toBe(false);
    await finishNext();
    expect(idle).toBe(true);
  });

  it('drops queued changes on close and waits for the running batch', async () => {
    const { q, batches, finishNext } = queue();
    void q.idle();
    q.changed(['/site/content/a.md']);
    let closed = false;
    void q.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(closed).toBe(false);
    await finishNext();
    expect(closed).toBe(true);
    expect(batches).toHaveLength(1);
  });
});
