import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/chunks/loadChunk';
import { allowFailedChunksToRetry } from './lazyWithChunkTimeout';
import { RecoveryScreen } from './RecoveryScreen';

export interface RenderErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (the route, typically) the boundary tries to render its children again. */
  resetKey?: unknown;
  /** Injected in tests: jsdom cannot reload a page. */
  onReload?: () => void;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * Catches whatever throws while rendering below it and shows the recovery screen, with a reload button,
 * instead: a lazy route chunk that failed to load (ChunkLoadError, the spec's own text) or any other error,
 * so a person never faces a blank page.
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: RenderErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    // The recovery screen is up: a later visit to the failed route may download its chunk again.
    if (isChunkLoadError(error)) allowFailedChunksToRetry();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <RecoveryScreen chunkFailed={isChunkLoadError(error)} onReload={this.props.onReload ?? reloadPage} />
    );
  }
}
