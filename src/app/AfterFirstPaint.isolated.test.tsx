import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AfterFirstPaint as AfterFirstPaintType } from './AfterFirstPaint';

// The first-frame flag lives for the page's lifetime; each test gets a fresh module, like a fresh page.
let AfterFirstPaint: typeof AfterFirstPaintType;
beforeEach(async () => {
  vi.resetModules();
  ({ AfterFirstPaint } = await import('./AfterFirstPaint'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function Page() {
  return <p>The page</p>;
}

async function nextFrameAndTask(): Promise<void> {
  // Past the next (fake) frame callback, then the task it queued.
  await act(() => vi.advanceTimersByTimeAsync(50));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('AfterFirstPaint', () => {
  it('shows the fallback on the first frame and the children right after it', async () => {
    render(
      <AfterFirstPaint fallback={<p>Loading…</p>}>
        <Page />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();

    await nextFrameAndTask();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('does not render the children (so a lazy route does not start loading) before that frame', async () => {
    const rendered = vi.fn();
    function Probe() {
      rendered();
      return null;
    }
    render(
      <AfterFirstPaint fallback={null}>
        <Probe />
      </AfterFirstPaint>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(rendered).not.toHaveBeenCalled();
    await nextFrameAndTask();
    expect(rendered).toHaveBeenCalled();
  });

  it('runs onFirstPaint once that frame is painted, before the children render', async () => {
    const happened: string[] = [];
    function Probe() {
      happened.push('children rendered');
      return null;
    }
    render(
      <AfterFirstPaint fallback={null} onFirstPaint={() => happened.push('first paint')}>
        <Probe />
      </AfterFirstPaint>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(happened).toEqual([]);
    await nextFrameAndTask();
    expect(happened[0]).toBe('first paint');
    expect(happened.filter((event) => event === 'first paint')).toHaveLength(1);
    expect(happened).toContain('children rendered');
  });

  it('renders at once once the first frame has been painted (a later navigation)', async () => {
    const first = render(
      <AfterFirstPaint fallback={<p>Loading…</p>}>
        <Page />
      </AfterFirstPaint>,
    );
    await nextFrameAndTask();
    first.unmount();

    render(
      <AfterFirstPaint fallback={<p>Loading…</p>}>
        <Page />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
