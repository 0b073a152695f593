import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import { optOutOf, optOutsIn } from './optOuts';

const SHOP = '+14155550100';
const CLINIC = '+16505550100';
const MAYA = '+14155551234';

function inbound(body: string, atMs: number, { from = MAYA, to = SHOP } = {}) {
  return testMessage({ sid: `SM${atMs}`, direction: 'inbound', from, to, body, dateCreatedMs: atMs });
}

describe('opt-outs', () => {
  it('take each of Twilio’s keywords alone, in any case and with spaces around', () => {
    for (const word of [
      'STOP',
      'stop',
      ' Unsubscribe ',
      'cancel',
      'END',
      'quit',
      'STOPALL',
      'OptOut',
      'revoke',
    ])
      expect(optOutOf(optOutsIn([inbound(word, 1)]), SHOP, MAYA)?.keyword).toBe(word.trim().toUpperCase());
  });

  it('ignore a keyword inside a sentence, or sent by the account', () => {
    const sentence = inbound('Please stop by at 5', 1);
    const ours = testMessage({
      sid: 'SM2',
      direction: 'outbound-api',
      isInbound: false,
      from: SHOP,
      to: MAYA,
      body: 'STOP',
    });
    expect(optOutsIn([sentence, ours]).size).toBe(0);
  });

  it('follow the latest word: START, YES or UNSTOP opt back in, a later STOP out again', () => {
    expect(optOutOf(optOutsIn([inbound('START', 2), inbound('STOP', 1)]), SHOP, MAYA)).toBeNull();
    expect(
      optOutOf(optOutsIn([inbound('stop', 3), inbound('yes', 2), inbound('STOP', 1)]), SHOP, MAYA),
    ).toEqual({
      keyword: 'STOP',
      atMs: 3,
    });
  });

  it('hold for the number written to only, however either number is spelt', () => {
    const optOuts = optOutsIn([inbound('STOP', 1)]);
    expect(optOutOf(optOuts, CLINIC, MAYA)).toBeNull();
    expect(optOutOf(optOuts, '+1 415 555 0100', '+1 (415) 555-1234')).not.toBeNull();
  });
});
