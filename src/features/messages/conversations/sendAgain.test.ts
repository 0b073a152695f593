import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import { offersSendAgain } from './sendAgain';

const failed = testMessage({
  sid: 'SM1',
  direction: 'outbound-api',
  isInbound: false,
  from: '+16505550142',
  to: '+14155550666',
  status: 'undelivered',
  body: 'Reminder: your appointment is on Friday at 14:00.',
});

describe('offersSendAgain', () => {
  it('offers a sent text message that failed or was undelivered', () => {
    expect(offersSendAgain(failed)).toBe(true);
    expect(offersSendAgain({ ...failed, status: 'failed' })).toBe(true);
  });

  it('offers nothing for a message that went, is on its way, or was received', () => {
    for (const status of ['delivered', 'sent', 'queued', 'sending', 'accepted', 'scheduled'])
      expect(offersSendAgain({ ...failed, status }), status).toBe(false);
    expect(offersSendAgain({ ...failed, isInbound: true, direction: 'inbound', status: 'failed' })).toBe(
      false,
    );
  });

  it('offers nothing it could not send as it was: pictures, an unknown media count, no text', () => {
    expect(offersSendAgain({ ...failed, numMedia: 1 })).toBe(false);
    expect(offersSendAgain({ ...failed, numMedia: null })).toBe(false);
    expect(offersSendAgain({ ...failed, body: '  ' })).toBe(false);
  });

  it('never sends to a number the reply box would refuse, such as one hiding characters', () => {
    expect(offersSendAgain({ ...failed, to: '+1415555\u200b0666' })).toBe(false);
    expect(offersSendAgain({ ...failed, to: 'Shop' })).toBe(false);
  });
});
