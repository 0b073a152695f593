// The contract tests are only worth something if the validators are neither laxer than Twilio's
// schemas (a wrong type, a missing field must fail) nor stricter than Twilio's own examples.
import { describe, expect, it } from 'vitest';
import {
  API_V2010,
  PATHS,
  isRfc2822Date,
  isTwilioUri,
  loadTwilioApiDescription,
  responseValidator,
  twilioApiDescriptionPath,
  twilioErrorValidator,
  type OpenApiDocument,
} from './openapi';

type Body = Record<string, unknown>;

function example(
  document: OpenApiDocument,
  path: string,
  method: string,
  status: number,
  name: string,
): Body {
  const response = document.paths[path]?.[method]?.responses[String(status)] as
    { content: { 'application/json': { examples: Record<string, { value: Body }> } } } | undefined;
  const value = response?.content['application/json'].examples[name]?.value;
  if (value === undefined) throw new Error(`No example ${name} for ${method} ${path}`);
  return structuredClone(value);
}

const document = loadTwilioApiDescription(API_V2010);
const fetchMessage = (): Body => example(document, PATHS.message, 'get', 200, 'fetch');

describe('the OpenAPI source', () => {
  it('comes from the installed @twilio/cli-core package', () => {
    expect(twilioApiDescriptionPath(API_V2010)).toMatch(
      /node_modules\/@twilio\/cli-core\/src\/services\/twilio-api\/twilio_api_v2010\.json$/,
    );
    expect(document.openapi).toMatch(/^3\./);
  });

  it('declares a body for every operation the emulator answers', () => {
    expect(() => responseValidator(PATHS.incomingPhoneNumbers, 'get', 200)).not.toThrow();
    expect(() => responseValidator(PATHS.messages, 'get', 200)).not.toThrow();
    expect(() => responseValidator(PATHS.messages, 'post', 201)).not.toThrow();
    expect(() => responseValidator(PATHS.message, 'get', 200)).not.toThrow();
    expect(() => responseValidator(PATHS.mediaList, 'get', 200)).not.toThrow();
    expect(() => responseValidator(PATHS.media, 'get', 200)).not.toThrow();
  });

  it('declares no error bodies for them, which is why errors use the generic Twilio error schema', () => {
    // If a later @twilio/cli-core starts declaring 4xx bodies, the contract tests should use those.
    for (const path of Object.values(PATHS)) {
      for (const operation of Object.values(document.paths[path] ?? {})) {
        const statuses = Object.keys(operation?.responses ?? {});
        expect(statuses.every((status) => status.startsWith('2'))).toBe(true);
      }
    }
  });
});

describe('validators accept what Twilio documents', () => {
  it.each([
    [PATHS.messages, 'get', 200, 'readFullPage1'],
    [PATHS.messages, 'get', 200, 'readEmptySentdateLess'],
    [PATHS.messages, 'post', 201, 'create'],
    [PATHS.message, 'get', 200, 'fetch'],
    [PATHS.mediaList, 'get', 200, 'readFull'],
    [PATHS.media, 'get', 200, 'fetch'],
    [PATHS.incomingPhoneNumbers, 'get', 200, 'readEmpty'],
  ] as const)('%s %s %i example %s', (path, method, status, name) => {
    expect(responseValidator(path, method, status)(example(document, path, method, status, name))).toEqual(
      [],
    );
  });

  it('accepts a 2010 error body', () => {
    expect(
      twilioErrorValidator()({
        code: 20404,
        message: 'The requested resource /2010-04-01/Accounts/AC00/Messages/SM00.json was not found',
        more_info: 'https://www.twilio.com/docs/errors/20404',
        status: 404,
      }),
    ).toEqual([]);
  });
});

describe('validators reject what Twilio would never send', () => {
  const validate = responseValidator(PATHS.message, 'get', 200);

  it('a number where Twilio sends a string', () => {
    const body = { ...fetchMessage(), num_segments: 1 };
    expect(validate(body)).toEqual(['/num_segments must be string,null']);
  });

  it('a string where Twilio sends an integer', () => {
    expect(validate({ ...fetchMessage(), error_code: '30007' })).toEqual([
      '/error_code must be integer,null',
    ]);
  });

  it('a missing field', () => {
    const body = fetchMessage();
    delete body.price_unit;
    expect(validate(body)).toEqual(["(root) must have required property 'price_unit'"]);
  });

  it('a field Twilio does not send', () => {
    expect(validate({ ...fetchMessage(), media_urls: [] })).toEqual([
      "(root) must NOT have additional properties 'media_urls'",
    ]);
  });

  it('an unknown status, a malformed sid, an ISO date', () => {
    const errors = validate({
      ...fetchMessage(),
      status: 'done',
      sid: 'SM123',
      date_sent: '2019-05-24T17:18:28Z',
    });
    expect(errors).toHaveLength(4); // enum; sid minLength + pattern; date format
    expect(errors.join('\n')).toMatch(/\/status must be equal to one of the allowed values/);
    expect(errors.join('\n')).toMatch(/\/sid must match pattern/);
    expect(errors.join('\n')).toMatch(/\/date_sent must match format "date-time-rfc-2822"/);
  });

  it('null for a non-nullable enum', () => {
    expect(validate({ ...fetchMessage(), direction: null })).not.toEqual([]);
  });

  it('an error body with a string code or without more_info', () => {
    const errors = twilioErrorValidator()({ code: '20003', message: 'Authenticate', status: 401 });
    expect(errors).toContain('/code must be integer');
    expect(errors).toContain("(root) must have required property 'more_info'");
  });

  it('a list page with a numeric page_size string', () => {
    const list = example(document, PATHS.messages, 'get', 200, 'readEmptySentdateLess');
    expect(responseValidator(PATHS.messages, 'get', 200)({ ...list, page_size: '25' })).toEqual([
      '/page_size must be integer',
    ]);
  });
});

describe('custom formats', () => {
  it('RFC 2822 dates must be GMT, well formed and name the right weekday', () => {
    expect(isRfc2822Date('Tue, 14 Nov 2023 09:26:35 +0000')).toBe(true);
    expect(isRfc2822Date('Wed, 14 Nov 2023 09:26:35 +0000')).toBe(false);
    expect(isRfc2822Date('Tue, 14 Nov 2023 09:26:35 GMT')).toBe(false);
    expect(isRfc2822Date('Tue, 4 Nov 2023 09:26:35 +0000')).toBe(false);
    expect(isRfc2822Date('Fri, 31 Nov 2023 09:26:35 +0000')).toBe(false);
  });

  it('URIs are relative paths or absolute http(s) URLs', () => {
    expect(isTwilioUri('/2010-04-01/Accounts/AC1/Messages.json?PageSize=50&Page=0')).toBe(true);
    expect(isTwilioUri('https://example.com/sms')).toBe(true);
    expect(isTwilioUri('')).toBe(true);
    expect(isTwilioUri('//evil.example/x')).toBe(false);
    expect(isTwilioUri('api.twilio.com/2010-04-01')).toBe(false);
    expect(isTwilioUri('/a b')).toBe(false);
  });
});
