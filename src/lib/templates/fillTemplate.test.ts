import { describe, expect, it } from 'vitest';
import { fillTemplate, unfilledVariables, unfilledVariablesLine } from './fillTemplate';

describe('fillTemplate', () => {
  it('fills every variable it has a value for, however it is spaced or cased', () => {
    expect(
      fillTemplate('Hi {first_name} ({name}), call {my_number}. { First_Name }!', {
        name: '  Maya  Lopez ',
        myNumber: '+1 415 555 0100',
      }),
    ).toEqual({ text: 'Hi Maya (Maya  Lopez), call +1 415 555 0100. Maya!', missing: [] });
  });

  it('leaves a variable without a value as written and lists it once', () => {
    expect(fillTemplate('Hi {first_name}, {name}, {first_name}. From {my_number}', { name: ' ' })).toEqual({
      text: 'Hi {first_name}, {name}, {first_name}. From {my_number}',
      missing: ['{first_name}', '{name}', '{my_number}'],
    });
  });

  it('leaves braces that are not one of its variables alone', () => {
    expect(fillTemplate('{code} is {NAME}', { name: 'Ann' })).toEqual({ text: '{code} is Ann', missing: [] });
    expect(unfilledVariables('Use {code} or { name }')).toEqual(['{name}']);
  });

  it('says what is left in words', () => {
    expect(unfilledVariablesLine(['{first_name}'])).toBe(
      'Replace {first_name} before sending: there is no value for it here, and it would be sent as written.',
    );
    expect(unfilledVariablesLine(['{first_name}', '{name}', '{my_number}'])).toMatch(
      /^Replace \{first_name\}, \{name\} and \{my_number\} before sending: there are no values for them/,
    );
  });
});
