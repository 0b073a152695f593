import { describe, expect, it } from 'vitest';
import type { OpenedThreads } from './OpenedThreadsContext';
import { openConversationIn } from './useOpenConversation';

const MAYA = { accountNumber: '+14155550100', party: '+14155550123' };

describe('openConversationIn', () => {
  const opened: OpenedThreads = new Map([['thread-1', MAYA]]);

  it('reads the thread an entry names from what the page opened', () => {
    expect(openConversationIn({ openThread: 'thread-1' }, opened)).toEqual(MAYA);
  });

  it('finds none for a thread opened before a reload, or in an entry of another shape', () => {
    for (const state of [
      { openThread: 'thread-2' },
      null,
      undefined,
      'thread-1',
      {},
      { openThread: 1 },
      { openConversation: MAYA },
    ])
      expect(openConversationIn(state, opened)).toBeNull();
  });
});
