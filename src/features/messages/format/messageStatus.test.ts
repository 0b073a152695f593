import { describe, expect, it } from 'vitest';
import { isDeliveryFailure, isFinalStatus, statusInfo } from './messageStatus';

/** Every status Twilio's Message resource lists (docs/product.md#message-cards). */
const TWILIO_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'delivered',
  'undelivered',
  'receiving',
  'received',
  'accepted',
  'scheduled',
  'read',
  'partially_delivered',
  'canceled',
];

describe('statusInfo', () => {
  it.each(TWILIO_STATUSES)('knows %s, in words that keep Twilio’s term', (status) => {
    const info = statusInfo(status);
    expect(info.known).toBe(true);
    expect(info.words).toBe(status.replace('_', ' '));
  });

  it('ends following at the statuses nothing comes after, and not at sent', () => {
    expect(TWILIO_STATUSES.filter(isFinalStatus).sort()).toEqual(
      ['canceled', 'delivered', 'failed', 'read', 'received', 'undelivered'].sort(),
    );
    expect(isFinalStatus('sent')).toBe(false);
  });

  it('gives arrival, failure and the way there each their own tone', () => {
    const tones = Object.fromEntries(TWILIO_STATUSES.map((status) => [status, statusInfo(status).tone]));
    expect(tones).toMatchObject({
      delivered: 'success',
      received: 'success',
      read: 'success',
      undelivered: 'danger',
      failed: 'danger',
      partially_delivered: 'warning',
      canceled: 'warning',
      queued: 'info',
      sending: 'info',
      sent: 'info',
    });
  });

  it("shows a status it does not know as the provider's text, in a neutral tone, never final", () => {
    for (const status of ['on_hold', 'constructor', 'toString', '__proto__']) {
      expect(statusInfo(status)).toEqual({ words: status, tone: 'secondary', final: false, known: false });
    }
    expect(statusInfo('')).toMatchObject({ words: 'unknown', known: false });
  });

  it('explains errors on undelivered and failed messages only', () => {
    expect(TWILIO_STATUSES.filter(isDeliveryFailure).sort()).toEqual(['failed', 'undelivered']);
  });
});
