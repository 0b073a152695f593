import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerAnswersSettled, providerRequests } from '../../../test/emulator';
import { demo, renderWithProviders } from '../../../test/render';
import { messagesKeys } from './messagesKeys';
import { useFetchMessagesEarly } from './useFetchMessagesEarly';

const NUMBER = demo.smsNumbers[0];

function ChooseButton() {
  const fetchMessagesEarly = useFetchMessagesEarly();
  return (
    <button type="button" onClick={() => fetchMessagesEarly(NUMBER)}>
      Choose
    </button>
  );
}

const listRequests = () => providerRequests().filter((url) => url.pathname.endsWith('/Messages.json'));

describe('useFetchMessagesEarly', () => {
  it("asks for the number's two lists at once and keeps them for its panel, and asks no more once they are kept", async () => {
    const { user, queryClient, getByRole } = renderWithProviders(<ChooseButton />, {
      signedIn: 'auth-token',
    });
    const key = messagesKeys.messages(demo.account.accountSid, NUMBER);
    expect(queryClient.getQueryData(key)).toBeUndefined();

    await user.click(getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());
    const sides = listRequests().map(
      (url) => url.searchParams.get('From') ?? `to ${url.searchParams.get('To')}`,
    );
    expect(sides.sort()).toEqual([NUMBER, `to ${NUMBER}`].sort());

    await user.click(getByRole('button', { name: 'Choose' }));
    await providerAnswersSettled();
    expect(listRequests()).toHaveLength(2);
  });
});
