import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import { noteDeletedMessages, noteChangedMessage, withoutRemoved } from './removedMessages';

const ACCOUNT = 'AC1';

describe('removed messages', () => {
  it('keep a read that left before a deletion or a redaction from bringing the old message back', () => {
    const queryClient = new QueryClient();
    const [kept, deleted, redacted] = ['SM1', 'SM2', 'SM3'].map((sid) => testMessage({ sid }));
    const staleRead = [kept, deleted, redacted].filter((message) => message !== undefined);
    // Nothing removed yet: the same array, so no view regroups.
    expect(withoutRemoved(queryClient, ACCOUNT, staleRead)).toBe(staleRead);

    noteDeletedMessages(queryClient, ACCOUNT, ['SM2']);
    const withoutText = testMessage({ sid: 'SM3', body: '' });
    noteChangedMessage(queryClient, ACCOUNT, withoutText);
    expect(withoutRemoved(queryClient, ACCOUNT, staleRead)).toEqual([kept, withoutText]);
    // Another account's reads are its own.
    expect(withoutRemoved(queryClient, 'AC2', staleRead)).toBe(staleRead);
  });

  it('outlive the cache’s collection of entries nobody observes', () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      noteDeletedMessages(queryClient, ACCOUNT, ['SM2']);
      vi.advanceTimersByTime(60 * 60_000);
      expect(withoutRemoved(queryClient, ACCOUNT, [testMessage({ sid: 'SM2' })])).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
