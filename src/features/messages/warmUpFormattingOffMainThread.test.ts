import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFormattingOffMainThread } from './warmUpFormattingOffMainThread';

describe('warmUpFormattingOffMainThread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('does nothing where there are no workers, and starts one module worker per page where there are', () => {
    const started: { url: string; type: string | undefined }[] = [];
    vi.stubGlobal('Worker', undefined);
    warmUpFormattingOffMainThread();

    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: url.href, type: options?.type });
        }
      },
    );
    warmUpFormattingOffMainThread();
    warmUpFormattingOffMainThread();

    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/\/formattingWarmUp\.worker\.ts\b/);
    expect(started[0]?.type).toBe('module');
  });
});
