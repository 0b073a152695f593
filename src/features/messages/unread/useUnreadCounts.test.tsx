import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMarkers } from './readMarkers';
import { testMessage } from '../../../test/messageFixture';
import { demo, renderWithProviders } from '../../../test/render';
import { NOT_STARTED, type LiveState } from '../live/liveState';
import { messagesKeys } from '../queries/messagesKeys';
import { useUnreadCounts } from './useUnreadCounts';

const accountSid = demo.account.accountSid;
const READ_UP_TO_MS = 1_000;

const seen: ReadonlyMap<string, number>[] = [];

function UnreadProbe() {
  const counts = useUnreadCounts();
  seen.push(counts);
  return <p>{[...counts].map(([number, count]) => `${number}: ${count}`).join(', ') || 'none unread'}</p>;
}

const liveKnowing = (messages: LiveState['messages']): LiveState => ({
  ...NOT_STARTED,
  started: true,
  messages,
});

describe('useUnreadCounts', () => {
  it('counts inbound messages after the read marker per number, and keeps the same map while the counts stay', async () => {
    seen.length = 0;
    startMarkers(accountSid, READ_UP_TO_MS);
    const unread = testMessage({ sid: 'SMunread', to: '+14155550100', dateCreatedMs: READ_UP_TO_MS + 1 });
    const read = testMessage({ sid: 'SMread', to: '+14155550101', dateCreatedMs: READ_UP_TO_MS });
    const { queryClient } = renderWithProviders(<UnreadProbe />, { signedIn: 'auth-token' });
    // The probe's observer makes the first poll itself; what it found is replaced below.
    await waitFor(() =>
      expect(queryClient.getQueryData<LiveState>(messagesKeys.live(accountSid))?.started).toBe(true),
    );
    act(() => queryClient.setQueryData(messagesKeys.live(accountSid), liveKnowing([unread, read])));
    expect(await screen.findByText('+14155550100: 1')).toBeInTheDocument();
    const counted = seen.at(-1);

    // A later poll brings a new list with a read message added: the counts, and so the map, are the same.
    const olderRead = testMessage({ sid: 'SMolder', to: '+14155550100', dateCreatedMs: READ_UP_TO_MS - 1 });
    const rendersBefore = seen.length;
    act(() =>
      queryClient.setQueryData(messagesKeys.live(accountSid), liveKnowing([unread, read, olderRead])),
    );
    await expect.poll(() => seen.length).toBeGreaterThan(rendersBefore);
    expect(seen.at(-1)).toBe(counted);

    // A new unread message: a new map with the new count.
    const newer = testMessage({ sid: 'SMnewer', to: '+14155550100', dateCreatedMs: READ_UP_TO_MS + 2 });
    act(() =>
      queryClient.setQueryData(messagesKeys.live(accountSid), liveKnowing([newer, unread, read, olderRead])),
    );
    expect(await screen.findByText('+14155550100: 2')).toBeInTheDocument();
    expect(seen.at(-1)).not.toBe(counted);
  });
});
