import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  errorNameAndMessage,
  NETWORK_ERROR_MESSAGE,
  ProviderError,
  providerErrorFrom,
  UNAUTHORIZED_MESSAGE,
} from './errors';

describe('providerErrorFrom', () => {
  it('maps a missing answer to the spec wording for network errors', () => {
    const error = providerErrorFrom(null, undefined);
    expect(error.message).toBe('Incorrect credentials or unable to access your Twilio account');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBeNull();
  });

  it('maps 401 to the spec wording, whatever Twilio said', () => {
    const error = providerErrorFrom(401, { code: 20003, message: 'Authenticate', status: 401 });
    expect(error.message).toBe('Incorrect credentials');
    expect(error.message).toBe(UNAUTHORIZED_MESSAGE);
    expect(error.code).toBe(20003);
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
    expect(error.name).toBe('Error 21211');
    expect(error.moreInfo).toBe('https://www.twilio.com/docs/errors/21211');
  });

  it('says which status came back when the body is not Twilio JSON', () => {
    expect(providerErrorFrom(502, '<html>Bad gateway</html>').message).toBe(
      'The provider answered with HTTP status 502',
    );
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
});
