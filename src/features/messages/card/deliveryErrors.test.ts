import { describe, expect, it } from 'vitest';
import { deliveryErrorMeaning, twilioErrorUrl } from './deliveryErrors';

describe('deliveryErrorMeaning', () => {
  it.each([
    30001, 30002, 30003, 30004, 30005, 30006, 30007, 30008, 30010, 30032, 30034, 30450, 21211, 21408, 21610,
    21612, 21614,
  ])('says in a short sentence what %i means', (code) => {
    const meaning = deliveryErrorMeaning(code) ?? '';
    expect(meaning).toMatch(/^[A-Z'"].*\.$/);
    expect(meaning.length).toBeLessThan(120);
  });

  it('knows no meaning for a code it has not been told about', () => {
    expect(deliveryErrorMeaning(39999)).toBeNull();
    expect(deliveryErrorMeaning(0)).toBeNull();
  });
});

describe('twilioErrorUrl', () => {
  it("points at Twilio's page for the code", () => {
    expect(twilioErrorUrl(30003)).toBe('https://www.twilio.com/docs/api/errors/30003');
  });
});
