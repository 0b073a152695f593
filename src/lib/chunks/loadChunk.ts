/**
 * The spec's chunk-loading contract: a chunk that fails to download, or has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS, rejects with a 'ChunkLoadError' saying 'Loading chunk {n} failed'.
 */
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
    // Wrapped, so an importer that throws at once fails as one that rejects does.
    new Promise<T>((run) => run(importer())).then(
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
