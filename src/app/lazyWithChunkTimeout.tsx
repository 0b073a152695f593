/**
 * Lazy route chunks with the spec's loading contract (see lib/chunks/loadChunk.ts). The route's error
 * boundary turns a ChunkLoadError into a recovery screen with a reload button, because a chunk usually
 * goes missing when a new version was deployed while the page was open.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../lib/chunks/loadChunk';

/** Lazy routes whose chunk failed and whose failure a person has been shown: the next visit tries again. */
const retryable = new Set<() => void>();

/** Called by the error boundary once its recovery screen is up: coming back to the route tries again. */
export function allowFailedChunksToRetry(): void {
  for (const allow of retryable) allow();
  retryable.clear();
}

/**
 * React.lazy for a module with a named component export:
 * `lazyWithChunkTimeout('messages', () => import('./MessagesPage'), (m) => m.MessagesPage)`.
 * React.lazy remembers a failed load for good; here a failure that was shown to the person is forgotten,
 * so a later visit to the route (the boundary resets on navigation) downloads the chunk again.
 */
export function lazyWithChunkTimeout<M, P extends object>(
  chunk: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType<P> {
  let retryAllowed = false;
  const attempt = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        return { default: pick(await loadChunk(chunk, importer, timeoutMs)) };
      } catch (error) {
        retryable.add(() => (retryAllowed = true));
        throw error;
      }
    });
  let current = attempt();

  function LazyRoute(props: P) {
    // Decided once per mount: React's own immediate re-render after the error must not start a second
    // download, but a later visit may.
    const [Current] = useState(() => {
      if (retryAllowed) {
        retryAllowed = false;
        current = attempt();
      }
      return current;
    });
    return <Current {...props} />;
  }
  LazyRoute.displayName = `LazyRoute(${chunk})`;
  return LazyRoute;
}
