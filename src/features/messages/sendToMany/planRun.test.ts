import { describe, expect, it } from 'vitest';
import { optOutKey } from '../optOuts/optOuts';
import { planRun } from './planRun';
import { fileRecipients, pastedRecipients } from './recipients';

const SHOP = '+14155550100';

describe('recipients', () => {
  it('reads pasted numbers with or without a name, as the country writes them, each person once', () => {
    const list = pastedRecipients(
      [
        '(415) 555-1234',
        'Maya Lopez, +1 415 555 1234',
        '',
        '+33 6 12 34 56 78; Lucas',
        'Ann\t415.555.9876',
        'just a name',
        '12',
      ].join('\n'),
      'US',
    );
    expect(list.recipients).toEqual([
      { line: 1, number: '+14155551234', name: 'Maya Lopez' },
      { line: 4, number: '+33612345678', name: 'Lucas' },
      { line: 5, number: '+14155559876', name: 'Ann' },
    ]);
    expect(list.repeated).toBe(1);
    expect(list.problems).toEqual([
      { line: 6, reason: 'No phone number in “just a name”.' },
      { line: 7, reason: '“12” cannot be read as a phone number.' },
    ]);
  });

  it('takes a contacts file’s first readable number per row, with the rows it could not read', () => {
    const list = fileRecipients(
      {
        contacts: [
          { line: 2, name: 'Maya', numbers: ['fax', '(415) 555-1234'] },
          { line: 3, name: 'Nobody', numbers: ['06 12 34 56 78'] },
        ],
        problems: [{ line: 4, reason: 'A quote is never closed.', skipped: true }],
      },
      'US',
    );
    expect(list.recipients).toEqual([{ line: 2, number: '+14155551234', name: 'Maya' }]);
    expect(list.problems.map((problem) => problem.line)).toEqual([3, 4]);
  });
});

describe('planRun', () => {
  it('fills each text, leaves out the opted out and those a variable has no value for, and counts segments', () => {
    const { recipients } = pastedRecipients(
      ['Maya Lopez, +14155551234', '+14155559876', '+33612345678', '+14155550199'].join('\n'),
      'US',
    );
    const plan = planRun(recipients, 'Hi {first_name}, from {my_number}.', {
      from: SHOP,
      contacts: { '+33612345678': { name: 'Lucas Martin' } },
      optOuts: new Map([[optOutKey(SHOP, '+14155550199'), { keyword: 'STOP', atMs: 1 }]]),
    });
    expect(plan.messages.map(({ recipient, body }) => [recipient.number, body])).toEqual([
      ['+14155551234', 'Hi Maya, from +1 415 555 0100.'],
      ['+33612345678', 'Hi Lucas, from +1 415 555 0100.'],
    ]);
    expect(plan.missing).toEqual([
      { recipient: expect.objectContaining({ number: '+14155559876' }), variables: ['{first_name}'] },
    ]);
    expect(plan.optedOut.map(({ recipient }) => recipient.number)).toEqual(['+14155550199']);
    expect(plan.segments).toEqual({ total: 2, least: 1, most: 1 });
    expect(
      planRun(recipients, '😀'.repeat(40), { from: SHOP, contacts: {}, optOuts: new Map() }).segments,
    ).toEqual({ total: 8, least: 2, most: 2 });
  });
});
