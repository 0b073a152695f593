import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from '../../../../../emulator/src/core/accounts';
import { changeTriageMark, isArchived, readTriageMarks } from './triageMarks';

const SID = DEMO_ACCOUNT.accountSid;
const MAYA = JSON.stringify(['+14155550100', '+14155551234']);
const LUCAS = JSON.stringify(['+14155550100', '+33612345678']);

describe('triage marks', () => {
  it('are kept per account under a key that does not show the account SID', () => {
    changeTriageMark(SID, MAYA, { pinned: true });
    const keys = Object.keys(localStorage);
    expect(keys).toEqual([expect.stringMatching(/^sms-web-client\.account\.[0-9a-f]{16}\.triage$/)]);
    expect(keys[0]).not.toContain(SID.slice(2));
    expect(readTriageMarks(SID)).toEqual({ [MAYA]: { pinned: true } });
    expect(readTriageMarks(OTHER_ACCOUNT.accountSid)).toEqual({});
  });

  it('change one field at a time, clear a field with undefined, and drop a mark left empty', () => {
    changeTriageMark(SID, MAYA, { pinned: true });
    changeTriageMark(SID, MAYA, { unread: true });
    changeTriageMark(SID, LUCAS, { archivedUpTo: 5 });
    expect(readTriageMarks(SID)).toEqual({
      [MAYA]: { pinned: true, unread: true },
      [LUCAS]: { archivedUpTo: 5 },
    });
    changeTriageMark(SID, MAYA, { pinned: undefined, unread: undefined });
    expect(readTriageMarks(SID)).toEqual({ [LUCAS]: { archivedUpTo: 5 } });
  });

  it('give the same object while nothing changed, for a store React reads on every render', () => {
    changeTriageMark(SID, MAYA, { pinned: true });
    expect(readTriageMarks(SID)).toBe(readTriageMarks(SID));
  });

  it('count as none when the stored value was edited into something else', () => {
    changeTriageMark(SID, MAYA, { pinned: true });
    const [key = ''] = Object.keys(localStorage);
    for (const corrupt of ['not json', '[]', JSON.stringify({ [MAYA]: { pinned: 'yes' } })]) {
      localStorage.setItem(key, corrupt);
      expect(readTriageMarks(SID)).toEqual({});
    }
  });

  it('archive a conversation until a message newer than its newest then arrives', () => {
    expect(isArchived({ archivedUpTo: 100 }, 100)).toBe(true);
    expect(isArchived({ archivedUpTo: 100 }, 99)).toBe(true);
    expect(isArchived({ archivedUpTo: 100 }, null)).toBe(true);
    expect(isArchived({ archivedUpTo: 100 }, 101)).toBe(false);
    expect(isArchived({ pinned: true }, 1)).toBe(false);
    expect(isArchived(undefined, 1)).toBe(false);
  });
});
