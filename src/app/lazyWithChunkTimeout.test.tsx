import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../test/consoleErrors';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../lib/chunks/loadChunk';
import { lazyWithChunkTimeout } from './lazyWithChunkTimeout';
import { RenderErrorBoundary } from './RenderErrorBoundary';

function Page() {
  return <h1>Lazy page</h1>;
}

function renderLazy(importer: () => Promise<{ Page: typeof Page }>, onReload = vi.fn()) {
  const LazyPage = lazyWithChunkTimeout('page-7', importer, (module) => module.Page);
  render(
    <RenderErrorBoundary onReload={onReload}>
      <Suspense fallback={<p>Loading…</p>}>
        <LazyPage />
      </Suspense>
    </RenderErrorBoundary>,
  );
  return onReload;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module when the import succeeds in time', async () => {
    await expect(loadChunk('a', () => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it("turns a failed import into a ChunkLoadError 'Loading chunk {n} failed'", async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk('42', () => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk 42 failed', cause });
  });

  it('rejects with a ChunkLoadError when the import takes longer than 120000 ms', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const pending = loadChunk('9', () => new Promise<never>(() => {})).catch((e: unknown) => {
      settled(e);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ChunkLoadError', message: 'Loading chunk 9 failed' }),
    );
  });

  it('does not time out an import that finished', async () => {
    vi.useFakeTimers();
    const loaded = loadChunk('b', () => Promise.resolve('module'));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
    await expect(loaded).resolves.toBe('module');
  });
});

describe('lazy route chunks', () => {
  it('render the component once its chunk arrives', async () => {
    renderLazy(() => Promise.resolve({ Page }));
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
  });

  it('show the recovery screen with a reload button when the chunk fails to load', async () => {
    expectConsoleError(/Loading chunk page-7 failed/);
    const onReload = renderLazy(() => Promise.reject(new TypeError('Failed to fetch')));

    const heading = await screen.findByRole('heading', { name: 'This part of the app could not be loaded' });
    // The screen moves the focus in an effect after it appears.
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('try the download again when the person comes back to the route', async () => {
    expectConsoleError(/Loading chunk page-7 failed/);
    let attempts = 0;
    const LazyPage = lazyWithChunkTimeout(
      'page-7',
      () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ Page });
      },
      (module) => module.Page,
    );
    const tree = (route: string) => (
      <RenderErrorBoundary resetKey={route} onReload={vi.fn()}>
        <Suspense fallback={<p>Loading…</p>}>{route === '/page' ? <LazyPage /> : <p>Elsewhere</p>}</Suspense>
      </RenderErrorBoundary>
    );
    const { rerender } = render(tree('/page'));
    await screen.findByRole('heading', { name: 'This part of the app could not be loaded' });

    rerender(tree('/elsewhere'));
    rerender(tree('/page'));
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('show the recovery screen when the chunk has not arrived after 120000 ms', async () => {
    vi.useFakeTimers();
    expectConsoleError(/Loading chunk page-7 failed/);
    renderLazy(() => new Promise<never>(() => {}));
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(
      screen.getByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
