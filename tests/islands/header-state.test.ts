// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_THRESHOLD_PX, headerStateAt, watchHeaderState } from '../../src/islands/header-state.ts';

let header: HTMLElement;
let stop: () => void;

function scrollTo(y: number): void {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo(0, 0);
  document.body.innerHTML = '<header class="site-header" data-state="inactive"></header>';
  header = document.querySelector('header') as HTMLElement;
});

afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('header state (active from 80 px of scroll)', () => {
  it('is inactive at 79 px and active at 80 px', () => {
    expect(HEADER_THRESHOLD_PX).toBe(80);
    expect(headerStateAt(0)).toBe('inactive');
    expect(headerStateAt(79)).toBe('inactive');
    expect(headerStateAt(80)).toBe('active');
    expect(headerStateAt(2400)).toBe('active');
  });

  it('follows the scroll position on the header element, once per animation frame', () => {
    stop = watchHeaderState(header);
    expect(header.dataset.state).toBe('inactive');
    scrollTo(79);
    vi.advanceTimersToNextFrame();
    expect(header.dataset.state).toBe('inactive');
    scrollTo(80);
    // Not before the next frame: the listener only schedules the work.
    expect(header.dataset.state).toBe('inactive');
    vi.advanceTimersToNextFrame();
    expect(header.dataset.state).toBe('active');
    scrollTo(79);
    vi.advanceTimersToNextFrame();
    expect(header.dataset.state).toBe('inactive');
  });

  it('reads the position once per frame however many scroll events arrive', () => {
    stop = watchHeaderState(header);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    for (const y of [10, 40, 90, 120, 200]) scrollTo(y);
    expect(frames).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    expect(header.dataset.state).toBe('active');
    frames.mockRestore();
  });

  it('starts active on a page opened below 80 px, and stops listening when stopped', () => {
    window.scrollTo(0, 500);
    stop = watchHeaderState(header);
    expect(header.dataset.state).toBe('active');
    stop();
    scrollTo(0);
    vi.advanceTimersToNextFrame();
    expect(header.dataset.state).toBe('active');
  });

  it('listens passively, so scrolling never waits for it', () => {
    const add = vi.spyOn(window, 'addEventListener');
    stop = watchHeaderState(header);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    add.mockRestore();
  });
});
