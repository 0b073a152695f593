import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../test/consoleErrors';
import { renderApp } from '../test/render';
import { ChunkLoadError } from '../lib/chunks/loadChunk';
import { RenderErrorBoundary } from './RenderErrorBoundary';

/** Which part of the app is made to throw while rendering, as a bug in it would. */
const broken = vi.hoisted(() => ({ header: false, notFoundScreen: false }));

vi.mock('./HeaderBar', async (importOriginal) => {
  const { HeaderBar } = await importOriginal<typeof import('./HeaderBar')>();
  return {
    HeaderBar: function BreakableHeaderBar() {
      if (broken.header) throw new Error('header failed');
      return <HeaderBar />;
    },
  };
});

vi.mock('./NotFoundPage', async (importOriginal) => {
  const { NotFoundPage } = await importOriginal<typeof import('./NotFoundPage')>();
  return {
    NotFoundPage: function BreakableNotFoundPage() {
      if (broken.notFoundScreen) throw new Error('screen failed');
      return <NotFoundPage />;
    },
  };
});

afterEach(() => {
  broken.header = false;
  broken.notFoundScreen = false;
});

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('RenderErrorBoundary', () => {
  it('shows the chunk text of the recovery screen for a ChunkLoadError', () => {
    expectConsoleError(/Loading chunk messages failed/);
    render(
      <RenderErrorBoundary onReload={vi.fn()}>
        <Throws error={new ChunkLoadError('messages')} />
      </RenderErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('shows a generic recovery screen for any other error, whose button reloads', async () => {
    expectConsoleError(/render failed/);
    const onReload = vi.fn();
    render(
      <RenderErrorBoundary onReload={onReload}>
        <Throws error={new Error('render failed')} />
      </RenderErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toHaveFocus();
    screen.getByRole('button', { name: 'Reload the page' }).click();
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('tries again when its reset key changes', () => {
    expectConsoleError(/render failed/);
    const { rerender } = render(
      <RenderErrorBoundary resetKey="/a" onReload={vi.fn()}>
        <Throws error={new Error('render failed')} />
      </RenderErrorBoundary>,
    );
    rerender(
      <RenderErrorBoundary resetKey="/b" onReload={vi.fn()}>
        <p>Another screen</p>
      </RenderErrorBoundary>,
    );
    expect(screen.getByText('Another screen')).toBeInTheDocument();
  });
});

describe('A render error in the app', () => {
  it('in a screen: the recovery screen takes its place, the header stays, and another screen works', async () => {
    expectConsoleError(/screen failed/);
    broken.notFoundScreen = true;
    const { user } = renderApp({ path: '/no-such-page' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveFocus();
    expect(within(main).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Authentication' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('in the header: the recovery screen, not a blank page', () => {
    expectConsoleError(/header failed/);
    broken.header = true;
    renderApp({ path: '/authentication' });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
