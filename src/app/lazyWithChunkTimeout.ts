/**
 * Lazy route chunks with the spec's loading contract (see lib/chunks/loadChunk.ts). The route's error
 * boundary turns a ChunkLoadError into a recovery screen with a reload button, because a chunk usually
 * goes missing when a new version was deployed while the page was open.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../lib/chunks/loadChunk';

/**
 * React.lazy for a module with a named component export:
 * `lazyWithChunkTimeout('messages', () => import('./MessagesPage'), (m) => m.MessagesPage)`.
 */
export function lazyWithChunkTimeout<M, P extends object>(
  chunk: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: pick(await loadChunk(chunk, importer, timeoutMs)) }));
}
