import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
// Twilio's own description of the API, as shipped in a dev dependency (never a copy kept here); read as
// text because the app's TypeScript settings have no Node types for reading files.
import twilioApiDescription from '@twilio/cli-core/src/services/twilio-api/twilio_api_v2010.json?raw';
import type { Message } from './models';
import { ProviderError } from './errors';
import {
  checkEach,
  IncomingPhoneNumbersPageSchema,
  MediaListSchema,
  MessagesPageSchema,
  newestFirst,
  parseWire,
  toMediaFile,
  toMessage,
  WireIncomingPhoneNumberSchema,
  WireMediaSchema,
  WireMessageSchema,
} from './wire';

interface SchemaObject {
  nullable?: boolean;
  $ref?: string;
  properties?: Record<string, SchemaObject>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    {
      get?: {
        responses: Record<
          string,
          {
            content: Record<
              string,
              { schema?: SchemaObject; examples?: Record<string, { value: Record<string, unknown> }> }
            >;
          }
        >;
      };
    }
  >;
  components: { schemas: Record<string, SchemaObject | undefined> };
}

/** A message item as it enters: checked, then converted (fields it leaves out are absent on the wire). */
function read(item: Record<string, unknown>): Message {
  return toMessage(v.parse(WireMessageSchema, item));
}

describe('toMessage', () => {
  it('counts any direction containing "inbound" as inbound', () => {
    const base = {
      sid: 'SM1',
      from: '+1',
      to: '+2',
      date_created: null,
      status: 'received',
      body: 'hi',
      num_media: '0',
    };
    expect(read({ ...base, direction: 'inbound' }).isInbound).toBe(true);
    expect(read({ ...base, direction: 'outbound-api' }).isInbound).toBe(false);
    expect(read({ ...base, direction: 'outbound-reply' }).isInbound).toBe(false);
  });

  it('parses RFC 2822 dates and string counts', () => {
    const message = read({
      sid: 'SM1',
      direction: 'inbound',
      from: '+1',
      to: '+2',
      date_created: 'Tue, 14 Nov 2023 09:26:35 +0000',
      status: 'received',
      body: null,
      num_media: '2',
    });
    expect(message.dateCreatedMs).toBe(Date.UTC(2023, 10, 14, 9, 26, 35));
    expect(message.numMedia).toBe(2);
    expect(message.body).toBe('');
  });

  it('sorts newest first, with unknown dates last in the order they came', () => {
    const at = (sid: string, dateCreatedMs: number | null): Message => ({
      ...read({
        sid,
        direction: '',
        from: '',
        to: '',
        date_created: null,
        status: '',
        body: '',
        num_media: null,
      }),
      dateCreatedMs,
    });
    const sorted = [at('a', null), at('b', 1), at('c', null), at('d', 3), at('e', 2)].sort(newestFirst);
    expect(sorted.map((message) => message.sid)).toEqual(['d', 'e', 'b', 'a', 'c']);
  });

  it('keeps an unknown media count unknown, so the card still looks media up', () => {
    const base = {
      sid: 'SM1',
      direction: 'inbound',
      from: '+1',
      to: '+2',
      date_created: null,
      status: '',
      body: '',
    };
    expect(read({ ...base, num_media: null }).numMedia).toBeNull();
    expect(read({ ...base, num_media: 'many' }).numMedia).toBeNull();
    expect(read({ ...base, num_media: '0' }).numMedia).toBe(0);
  });
});

describe("toMessage: a sent message's fate and cost", () => {
  const undelivered = {
    sid: 'SM1',
    direction: 'outbound-api',
    status: 'undelivered',
    date_sent: 'Tue, 14 Nov 2023 09:26:40 +0000',
    error_code: 30003,
    error_message: 'Unreachable destination handset',
    num_segments: '2',
    price: '-0.01580',
    price_unit: 'USD',
  };

  it('reads the error, the time it left, its segments and its price as Twilio sends them', () => {
    expect(read(undelivered)).toMatchObject({
      errorCode: 30003,
      errorMessage: 'Unreachable destination handset',
      dateSentMs: Date.UTC(2023, 10, 14, 9, 26, 40),
      numSegments: 2,
      price: '-0.01580',
      priceUnit: 'USD',
    });
  });

  it('accepts an error code sent as a string of digits, and segments sent as a number', () => {
    expect(read({ ...undelivered, error_code: '30008', num_segments: 1 })).toMatchObject({
      errorCode: 30008,
      numSegments: 1,
    });
  });

  it('reads absent or null optional fields as unknown', () => {
    const nulled = {
      ...undelivered,
      error_code: null,
      error_message: null,
      date_sent: null,
      num_segments: null,
      price: null,
      price_unit: null,
    };
    const unknown = {
      errorCode: null,
      errorMessage: null,
      dateSentMs: null,
      numSegments: null,
      price: null,
      priceUnit: null,
    };
    expect(read(nulled)).toMatchObject(unknown);
    expect(read({ sid: 'SM1' })).toMatchObject(unknown);
  });

  it('reads an optional field of an odd shape as unknown, keeping the message readable', () => {
    const odd = {
      ...undelivered,
      error_code: { code: 30003 },
      error_message: 42,
      date_sent: 'not a date',
      num_segments: 'two',
      price: [],
      price_unit: '',
    };
    const checked = checkEach(WireMessageSchema, [odd]);
    expect(checked.unreadable).toBe(0);
    expect(checked.items.map(toMessage)).toEqual([
      expect.objectContaining({
        sid: 'SM1',
        status: 'undelivered',
        errorCode: null,
        errorMessage: null,
        dateSentMs: null,
        numSegments: null,
        price: null,
        priceUnit: null,
      }),
    ]);
    expect(read({ ...undelivered, error_code: '30003abc' }).errorCode).toBeNull();
    expect(read({ ...undelivered, error_code: 300.5 }).errorCode).toBeNull();
  });
});

/** The status of a successful read; parseWire sees only answers that succeeded. */
const OK = 200;

describe('parseWire and checkEach', () => {
  it('refuses a page without its list, or not an object, with a readable provider error', () => {
    expect(() => parseWire(MessagesPageSchema, { next_page_uri: null }, OK)).toThrow(ProviderError);
    expect(() => parseWire(MessagesPageSchema, '{"messa', OK)).toThrow(/cannot read/);
    expect(() => parseWire(MessagesPageSchema, { messages: 'none' }, OK)).toThrow(/at messages/);
    expect(() => parseWire(IncomingPhoneNumbersPageSchema, null, OK)).toThrow(ProviderError);
  });

  it("calls a body that fails its check 'unreadable', keeping the status it was answered with", () => {
    let thrown: unknown;
    try {
      parseWire(MessagesPageSchema, '{"messa', 201);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProviderError);
    expect(thrown).toMatchObject({ name: 'ProviderError', kind: 'unreadable', status: 201, code: null });
  });

  it('checks each item on its own: an odd one is counted, never the whole page', () => {
    const page = parseWire(MessagesPageSchema, { messages: [{ sid: 42 }, { sid: 'SM1' }, null, 'x'] }, OK);
    const checked = checkEach(WireMessageSchema, page.messages);
    expect(checked.items.map((item) => item.sid)).toEqual(['SM1']);
    expect(checked.unreadable).toBe(3);
  });
});

describe("answers shaped by Twilio's OpenAPI, with its nullable fields set to null", () => {
  const api = 'https://api.twilio.com';
  const document = JSON.parse(twilioApiDescription) as OpenApiDocument;

  /**
   * One resource of the description: its list operation (whose example gives a realistic page), the
   * property holding the list, the app's check for one item, and the fields without which an item is of
   * no use to the app (everything else nullable must be accepted as null).
   */
  const resources = [
    {
      component: 'api.v2010.account.incoming_phone_number',
      path: '/2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json',
      example: 'readFull',
      list: 'incoming_phone_numbers',
      pageSchema: IncomingPhoneNumbersPageSchema,
      itemSchema: WireIncomingPhoneNumberSchema,
      required: ['phone_number'],
      use: (item: unknown) => v.parse(WireIncomingPhoneNumberSchema, item).phone_number,
    },
    {
      component: 'api.v2010.account.message',
      path: '/2010-04-01/Accounts/{AccountSid}/Messages.json',
      example: 'readFullPage1',
      list: 'messages',
      pageSchema: MessagesPageSchema,
      itemSchema: WireMessageSchema,
      required: ['sid'],
      use: (item: unknown) => toMessage(v.parse(WireMessageSchema, item)),
    },
    {
      component: 'api.v2010.account.message.media',
      path: '/2010-04-01/Accounts/{AccountSid}/Messages/{MessageSid}/Media.json',
      example: 'readFull',
      list: 'media_list',
      pageSchema: MediaListSchema,
      itemSchema: WireMediaSchema,
      required: ['sid', 'uri'],
      use: (item: unknown) => toMediaFile(v.parse(WireMediaSchema, item), api),
    },
  ] as const;

  function isNullable(schema: SchemaObject): boolean {
    if (schema.nullable === true) return true;
    const target = schema.$ref?.replace('#/components/schemas/', '');
    return target !== undefined && document.components.schemas[target]?.nullable === true;
  }

  function nullableProperties(schema: SchemaObject | undefined): string[] {
    return Object.entries(schema?.properties ?? {})
      .filter(([, property]) => isNullable(property))
      .map(([name]) => name);
  }

  describe.each(resources)('$component', (resource) => {
    const operation = document.paths[resource.path]?.get?.responses['200']?.content['application/json'];
    const pageExample = operation?.examples?.[resource.example]?.value ?? {};
    const itemExample = (pageExample[resource.list] as Record<string, unknown>[] | undefined)?.[0] ?? {};
    const itemFields = nullableProperties(document.components.schemas[resource.component]);
    const pageFields = nullableProperties(operation?.schema);

    function page(items: unknown[], nulledPageField?: string): Record<string, unknown> {
      const answer: Record<string, unknown> = { ...pageExample, [resource.list]: items };
      if (nulledPageField !== undefined) answer[nulledPageField] = null;
      return answer;
    }

    it('is described with nullable fields, and its example item is read as it is', () => {
      expect(itemFields.length).toBeGreaterThan(5);
      expect(itemFields).toEqual(expect.arrayContaining([...resource.required]));
      const checked = checkEach(resource.itemSchema, [itemExample]);
      expect(checked).toMatchObject({ unreadable: 0 });
      expect(resource.use(itemExample)).not.toBeNull();
    });

    it('finds nullable page fields in the schema (else the next test would check nothing)', () => {
      expect(pageFields.length).toBeGreaterThan(0);
    });

    it.each(pageFields)('reads a page whose %s is null', (field) => {
      const body = parseWire(resource.pageSchema, page([itemExample], field), OK);
      expect(
        checkEach(resource.itemSchema, body[resource.list as keyof typeof body] as unknown[]),
      ).toMatchObject({
        unreadable: 0,
      });
    });

    it.each(itemFields)('reads a page with an item whose %s is null', (field) => {
      const nulled = { ...itemExample, [field]: null };
      const body = parseWire(resource.pageSchema, page([itemExample, nulled, itemExample]), OK);
      const checked = checkEach(resource.itemSchema, body[resource.list as keyof typeof body] as unknown[]);
      const usable = !(resource.required as readonly string[]).includes(field);
      expect(checked.unreadable).toBe(usable ? 0 : 1);
      expect(checked.items).toHaveLength(usable ? 3 : 2);
      // What is read can be used: converted without throwing.
      for (const item of checked.items) expect(() => resource.use(item)).not.toThrow();
      if (usable) expect(() => resource.use(nulled)).not.toThrow();
    });

    it('reads a page with an item whose nullable fields are all null, and counts that item', () => {
      const allNull = Object.fromEntries(itemFields.map((field) => [field, null]));
      const body = parseWire(
        resource.pageSchema,
        page([allNull, itemExample, { ...itemExample, ...allNull }]),
        OK,
      );
      const checked = checkEach(resource.itemSchema, body[resource.list as keyof typeof body] as unknown[]);
      expect(checked.items).toHaveLength(1);
      expect(checked.unreadable).toBe(2);
    });
  });

  it('keeps a message whose date is null or unreadable, with its date unknown (never 1970)', () => {
    const [, messages] = resources;
    const example = document.paths[messages.path]?.get?.responses['200']?.content['application/json'];
    const item = (example?.examples?.[messages.example]?.value.messages as unknown[] | undefined)?.[0];
    for (const date of [null, 'not a date', '']) {
      const message = toMessage(v.parse(WireMessageSchema, { ...(item as object), date_created: date }));
      expect(message.dateCreatedMs).toBeNull();
    }
  });
});

describe('toMediaFile', () => {
  const api = 'https://api.twilio.com';

  it('builds the media URL from the uri without its .json suffix', () => {
    expect(
      toMediaFile(
        {
          sid: 'ME1',
          uri: '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1.json',
          content_type: 'image/png',
        },
        api,
      ),
    ).toEqual({
      sid: 'ME1',
      contentType: 'image/png',
      url: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1',
    });
  });

  it('keeps a path prefix of the configured provider URL', () => {
    expect(
      toMediaFile(
        { sid: 'ME1', uri: '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1.json', content_type: null },
        'https://proxy.example/twilio',
      )?.url,
    ).toBe('https://proxy.example/twilio/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1');
  });

  it('drops media on any other host, so credentials never leave for it', () => {
    expect(
      toMediaFile({ sid: 'ME1', uri: 'https://evil.example/ME1.json', content_type: null }, api),
    ).toBeNull();
    expect(toMediaFile({ sid: 'ME1', uri: '//evil.example/ME1.json', content_type: null }, api)).toBeNull();
  });
});
