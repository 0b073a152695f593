import { afterEach, describe, expect, it } from 'vitest';

/** Labels of every kind: by `for`, by nesting, to a hidden field, to nothing, to the first of two ids. */
const PAGE = `
  <label id="l1" for="name">Name</label><input id="name">
  <label id="l2">Nested <input id="nested"><input id="second"></label>
  <label id="l3" for="hidden">Hidden</label><input id="hidden" type="HIDDEN">
  <label id="l4" for="">Empty for</label>
  <label id="l5" for="missing">Missing</label>
  <label id="l6" for="twice">First of two</label><textarea id="twice"></textarea><select id="twice"></select>
  <label id="l7" for="para">Not labelable</label><p id="para"></p>
  <label id="l8" for="name">Name again</label>
  <label id="l9"><span>no field</span></label>
`;

function controls(): Record<string, string | null> {
  return Object.fromEntries(
    [...document.querySelectorAll('label')].map((label) => [label.id, label.control?.id ?? null]),
  );
}

function label(id: string): HTMLLabelElement {
  return document.getElementById(id) as HTMLLabelElement;
}

function labelsOf(field: Element): string[] | null {
  const labels = (field as HTMLInputElement).labels;
  return labels === null ? null : [...labels].map((label) => label.id);
}

// setup.ts installs the faster lookup for every test: these are a browser's answers.
describe('labels and their fields, as the tests’ jsdom finds them', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds a control by for, by nesting, and none for a hidden, missing or unlabelable one', () => {
    document.body.innerHTML = PAGE;
    expect(controls()).toEqual({
      l1: 'name',
      l2: 'nested',
      l3: null,
      l4: null,
      l5: null,
      l6: 'twice',
      l7: null,
      l8: 'name',
      l9: null,
    });
    expect(label('l6').control?.tagName).toBe('TEXTAREA');
    expect(labelsOf(document.getElementById('name')!)).toEqual(['l1', 'l8']);
    expect(labelsOf(document.getElementById('nested')!)).toEqual(['l2']);
    expect(labelsOf(document.getElementById('second')!)).toEqual([]);
    expect(labelsOf(document.getElementById('hidden')!)).toBeNull();
    expect(labelsOf(document.querySelector('select')!)).toEqual([]);
  });

  it('follows the page as labels and fields change', () => {
    document.body.innerHTML = PAGE;
    const name = document.getElementById('name')!;
    document.getElementById('l1')?.setAttribute('for', 'nested');
    expect(labelsOf(name)).toEqual(['l8']);
    expect(labelsOf(document.getElementById('nested')!)).toEqual(['l1', 'l2']);
    document.querySelector('textarea')?.remove();
    expect(label('l6').control?.tagName).toBe('SELECT');
    name.remove();
    expect(labelsOf(name)).toEqual([]);
    expect(label('l8').control).toBeNull();
  });
});
