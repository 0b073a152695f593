import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

describe('onDemand', () => {
  it('downloads once however often it is asked, and afresh after a failure', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const load = onDemand(importer);
    await expect(load()).rejects.toThrow('offline');
    await expect(Promise.all([load(), load()])).resolves.toEqual(['module', 'module']);
    await expect(load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
