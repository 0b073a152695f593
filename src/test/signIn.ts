/** Shared by the sign-in tests: where a successful sign-in lands, and signing in and out as a person does. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, expect } from 'vitest';
import type { AccountCredentials } from '../../emulator/src/core/accounts';
import { env } from '../config/env';
import { READY_PLACEHOLDER } from './messagesPage';

/**
 * Compiles the lazily loaded messages route once per test file, before the tests' clocks start: the first
 * transform of that chunk (react-select included) can take seconds on a busy machine.
 */
export function warmUpMessagesChunk(): void {
  beforeAll(async () => {
    await import('../features/messages/MessagesPage');
  }, 60_000);
}

/** The person is on /phone-numbers and the Messages page has loaded their numbers. */
export async function expectMessagesPageLoaded(): Promise<void> {
  expect(await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 4000 })).toBeInTheDocument();
  expect(window.location.pathname).toBe(`${env.basePath}phone-numbers`);
}

async function pasteInto(user: UserEvent, label: string, value: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

/** From the sign-in chooser, signed out: the Api Key form, filled with `account`'s key, onto the Messages page. */
export async function signInWithApiKey(user: UserEvent, account: AccountCredentials): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Api Key' }));
  // Nothing of the last person is offered back: the form starts empty.
  expect(screen.getByLabelText('Account SID')).toHaveValue('');
  // Pasted, as credentials copied from the Twilio Console usually are.
  await pasteInto(user, 'Account SID', account.accountSid);
  await pasteInto(user, 'API Key', account.apiKeySid);
  await pasteInto(user, 'API Secret', account.apiKeySecret);
  await user.click(screen.getByRole('button', { name: 'Sign-in' }));
  await expectMessagesPageLoaded();
}

/** The header's Sign out, back on the sign-in chooser. */
export async function signOut(user: UserEvent): Promise<void> {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
  expect(window.location.pathname).toBe(`${env.basePath}authentication`);
}
