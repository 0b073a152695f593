import { describe, expect, it } from 'vitest';
import { openConversationIn } from './useOpenConversation';

describe('openConversationIn', () => {
  it('reads the thread an entry names', () => {
    expect(
      openConversationIn({ openConversation: { accountNumber: '+14155550100', party: '+14155550123' } }),
    ).toEqual({ accountNumber: '+14155550100', party: '+14155550123' });
  });

  it('finds none in an entry of another shape: no state, another build’s, or a part missing or not text', () => {
    for (const state of [
      null,
      undefined,
      'thread',
      {},
      { openConversation: null },
      { openConversation: '+14155550123' },
      { openConversation: { party: '+14155550123' } },
      { openConversation: { accountNumber: '+14155550100', party: 14155550123 } },
    ])
      expect(openConversationIn(state)).toBeNull();
  });
});
