/**
 * Lazy route chunks with the spec's loading contract: an import that fails, or that has not finished after
 * CHUNK_LOAD_TIMEOUT_MS, rejects with an error named 'ChunkLoadError' and the message
 * 'Loading chunk {n} failed'. The route's error boundary turns that into a recovery screen with a reload
 * button, because a chunk usually goes missing when a new version was deployed while the page was open.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly chunk: string;

  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Runs `importer`, rejecting with a ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(chunk, { cause: new Error(`No answer after ${timeoutMs} ms`) }));
    }, timeoutMs);
    let started: Promise<T>;
    try {
      started = importer();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, { cause: error }));
      },
    );
  });
}

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
