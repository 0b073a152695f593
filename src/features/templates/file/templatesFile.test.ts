import { describe, expect, it } from 'vitest';
import { readTemplatesJson, templatesFileName, templatesJson } from './templatesFile';

describe('templates file', () => {
  it('reads back what it writes', () => {
    const templates = [
      { name: 'Thanks', text: 'Thank you, {first_name}!\nSee you.' },
      { name: 'Hours', text: 'We are open 9–5 😊' },
    ];
    expect(readTemplatesJson(templatesJson(templates))).toEqual({ templates, leftOut: [] });
    expect(templatesFileName(new Date(2026, 0, 5))).toBe('templates-2026-01-05.json');
  });

  it('takes a bare list, and names the entries it leaves out', () => {
    expect(
      readTemplatesJson(
        '\uFEFF[{"name":"A","text":"a"},{"name":"","text":"b"},{"text":"c"},{"name":"D","text":"d"}]',
      ),
    ).toEqual({
      templates: [
        { name: 'A', text: 'a' },
        { name: 'D', text: 'd' },
      ],
      leftOut: [2, 3],
    });
  });

  it('says why a file holds no templates', () => {
    expect(() => readTemplatesJson('name,text')).toThrow('this is not a templates file (it is not JSON).');
    expect(() => readTemplatesJson('{"contacts":[]}')).toThrow('it has no list of templates');
    expect(() => readTemplatesJson('{"templates":[]}')).toThrow('the file holds no templates.');
    expect(() => readTemplatesJson(`[{"name":"A","text":"${'x'.repeat(1601)}"}]`)).toThrow(
      'none of its entries is a template',
    );
  });
});
