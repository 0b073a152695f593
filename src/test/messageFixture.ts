/** A message as the app models it, for tests of the pure list logic: an inbound 'received' one by default. */
import type { Message } from '../lib/twilio/models';

export function testMessage(overrides: Partial<Message> & { sid: string }): Message {
  return {
    direction: 'inbound',
    isInbound: true,
    from: '+14155551234',
    to: '+14155550100',
    dateCreated: '',
    dateCreatedMs: 0,
    status: 'received',
    body: overrides.sid,
    numMedia: 0,
    errorCode: null,
    errorMessage: null,
    dateSentMs: null,
    numSegments: null,
    price: null,
    priceUnit: null,
    ...overrides,
  };
}
