import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  errorNameAndMessage,
  NETWORK_ERROR_MESSAGE,
  ProviderError,
  providerErrorFrom,
  UNAUTHORIZED_MESSAGE,
  unreadableAnswer,
} from './errors';

describe('providerErrorFrom', () => {
  it('maps a missing answer to the spec wording for network errors', () => {
    const error = providerErrorFrom(null, undefined);
    expect(error.message).toBe('Incorrect credentials or unable to access your Twilio account');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error).toMatchObject({ name: 'ProviderError', kind: 'network', status: null, code: null });
  });

  it('maps 401 to the spec wording, whatever Twilio said', () => {
    const error = providerErrorFrom(401, { code: 20003, message: 'Authenticate', status: 401 });
    expect(error.message).toBe('Incorrect credentials');
    expect(error.message).toBe(UNAUTHORIZED_MESSAGE);
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 20003 });
  });

  it("passes other failures through with Twilio's own message and code", () => {
    const error = providerErrorFrom(400, {
      code: 21211,
      message: "The 'To' number +1 is not a valid phone number.",
      more_info: 'https://www.twilio.com/docs/errors/21211',
      status: 400,
    });
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toBe("The 'To' number +1 is not a valid phone number.");
    // A fixed name: the label's 'Error 21211' is built from the code (errorNameAndMessage).
    expect(error).toMatchObject({ name: 'ProviderError', kind: 'http', status: 400, code: 21211 });
    expect(error.moreInfo).toBe('https://www.twilio.com/docs/errors/21211');
  });

  it('says which status came back when the body is not Twilio JSON', () => {
    const error = providerErrorFrom(502, '<html>Bad gateway</html>');
    expect(error.message).toBe('The provider answered with HTTP status 502');
    expect(error).toMatchObject({ kind: 'http', status: 502, code: null });
  });
});

describe('unreadableAnswer', () => {
  it('is an answer that came (its real status), not a network failure', () => {
    const error = unreadableAnswer(200, 'messages');
    expect(error.message).toBe('The provider sent an answer this app cannot read (at messages)');
    expect(error).toMatchObject({ name: 'ProviderError', kind: 'unreadable', status: 200, code: null });
  });
});

describe('errorMessage and errorNameAndMessage', () => {
  it('read any thrown value', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(undefined)).toBe('Something went wrong');
    expect(errorNameAndMessage(new TypeError('bad'))).toBe('TypeError: bad');
    expect(
      errorNameAndMessage(providerErrorFrom(400, { code: 21602, message: 'Message body is required.' })),
    ).toBe('Error 21602: Message body is required.');
  });

  it("name a provider failure without a code plain 'Error', never 'ProviderError'", () => {
    expect(errorNameAndMessage(providerErrorFrom(null, undefined))).toBe(
      'Error: Incorrect credentials or unable to access your Twilio account',
    );
    expect(errorNameAndMessage(providerErrorFrom(502, ''))).toBe(
      'Error: The provider answered with HTTP status 502',
    );
    expect(errorNameAndMessage(unreadableAnswer(200, null))).toBe(
      'Error: The provider sent an answer this app cannot read',
    );
  });
});
