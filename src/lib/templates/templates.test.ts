import { describe, expect, it } from 'vitest';
import { accountKey } from '../preferences/accountKey';
import {
  TEMPLATES_MOST,
  TEMPLATE_NAME_MAX,
  addTemplate,
  checkTemplateInput,
  mergeTemplates,
  moveTemplate,
  readTemplates,
  removeTemplate,
  templateProblem,
  updateTemplate,
} from './templates';

const SID = 'AC00000000000000000000000000000001';
const OTHER = 'AC00000000000000000000000000000002';

const names = (sid = SID) => readTemplates(sid).map((template) => template.name);

describe('templates', () => {
  it('keeps templates per account in the order given, and edits, moves and removes them', () => {
    addTemplate(SID, { name: ' Thanks ', text: 'Thank you, {first_name}!' });
    addTemplate(SID, { name: 'Hours', text: 'We are open 9 to 5.' });
    addTemplate(SID, { name: 'First', text: 'Hello' }, 0);
    expect(names()).toEqual(['First', 'Thanks', 'Hours']);
    expect(names(OTHER)).toEqual([]);

    const [first, thanks] = readTemplates(SID);
    moveTemplate(SID, first!.id, 1);
    moveTemplate(SID, first!.id, 1);
    moveTemplate(SID, first!.id, 1);
    expect(names()).toEqual(['Thanks', 'Hours', 'First']);

    updateTemplate(SID, thanks!.id, { name: 'Thank you', text: 'Thanks!' });
    removeTemplate(SID, first!.id);
    expect(readTemplates(SID).map(({ name, text }) => ({ name, text }))).toEqual([
      { name: 'Thank you', text: 'Thanks!' },
      { name: 'Hours', text: 'We are open 9 to 5.' },
    ]);
    expect(readTemplates(SID)).toBe(readTemplates(SID));
  });

  it('says what is wrong with a template as typed', () => {
    addTemplate(SID, { name: 'Thanks', text: 'Thank you!' });
    const kept = readTemplates(SID);
    expect(templateProblem({ name: ' ', text: 'x' }, kept)?.field).toBe('name');
    expect(templateProblem({ name: 'x'.repeat(TEMPLATE_NAME_MAX + 1), text: 'x' }, kept)?.message).toBe(
      `A name has at most ${TEMPLATE_NAME_MAX} characters.`,
    );
    expect(templateProblem({ name: ' THANKS', text: 'x' }, kept)?.message).toBe(
      'A template named “THANKS” exists already. Choose another name.',
    );
    // Its own name is no clash when it is the one being edited.
    expect(templateProblem({ name: 'thanks', text: 'x' }, kept, kept[0]!.id)).toBeNull();
    expect(templateProblem({ name: 'New', text: '  ' }, kept)?.field).toBe('text');
    expect(templateProblem({ name: 'New', text: 'x'.repeat(1601) }, kept)?.field).toBe('text');
  });

  it('merges a file: same name replaces the text in place, the rest is added up to the most kept', () => {
    addTemplate(SID, { name: 'Thanks', text: 'Old' });
    expect(
      mergeTemplates(SID, [
        { name: 'thanks', text: 'New' },
        { name: 'Hours', text: '9 to 5' },
      ]),
    ).toEqual({ added: 1, replaced: 1, leftOut: 0, stored: true });
    expect(readTemplates(SID).map(({ name, text }) => [name, text])).toEqual([
      ['Thanks', 'New'],
      ['Hours', '9 to 5'],
    ]);
    const many = Array.from({ length: TEMPLATES_MOST }, (_, index) => ({ name: `T${index}`, text: 'x' }));
    expect(mergeTemplates(SID, many)).toMatchObject({ added: TEMPLATES_MOST - 2, leftOut: 2 });
    expect(templateProblem({ name: 'One more', text: 'x' }, readTemplates(SID))?.message).toMatch(
      /You have 200 templates/,
    );
  });

  it('reads past a template edited by hand rather than losing them all, and checks a file entry', () => {
    localStorage.setItem(
      `sms-web-client.${accountKey(SID, 'templates')}`,
      JSON.stringify([{ id: 'a', name: 'Fine', text: 'ok' }, { id: 'b', name: '', text: 'no name' }, 'junk']),
    );
    expect(names()).toEqual(['Fine']);
    expect(checkTemplateInput({ name: ' Hi ', text: 'Hello', extra: 1 })).toEqual({
      name: 'Hi',
      text: 'Hello',
    });
    expect(checkTemplateInput({ name: 'Hi' })).toBeUndefined();
    expect(checkTemplateInput({ name: 'Hi', text: '' })).toBeUndefined();
  });
});
