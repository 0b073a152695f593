import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFormattingOffMainThread } from './warmUpFormattingOffMainThread';

describe('warmUpFormattingOffMainThread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('settles at once where there are no workers; elsewhere starts one module worker per page and settles when it is done', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmUpFormattingOffMainThread()).resolves.toBeUndefined();

    const started: { url: string; type: string | undefined; done: () => void }[] = [];
    vi.stubGlobal(
      'Worker',
      class extends EventTarget {
        constructor(url: URL, options?: WorkerOptions) {
          super();
          started.push({
            url: url.href,
            type: options?.type,
            done: () => this.dispatchEvent(new MessageEvent('message', { data: 'done' })),
          });
        }
      },
    );
    const warming = warmUpFormattingOffMainThread();
    let settled = false;
    void warming.then(() => (settled = true));
    expect(warmUpFormattingOffMainThread()).toBe(warming);
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/\/formattingWarmUp\.worker\.ts\b/);
    expect(started[0]?.type).toBe('module');

    await Promise.resolve();
    expect(settled).toBe(false);
    started[0]?.done();
    await expect(warming).resolves.toBeUndefined();
  });
});
