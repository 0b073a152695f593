/**
 * Saved replies, per account in this browser under the hashed account key, never sent anywhere: kept in
 * the order the person gave them, each with a name (unique, so `/name` finds one) and its text.
 */
import { useCallback, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { schemaCheck } from '../checks/schemaCheck';
import { accountKey } from '../preferences/accountKey';
import { readLocalStable, storageKeyOf, subscribeLocal, writeLocal } from '../preferences/localStore';
import { formatCount } from '../text/formatCount';

/** Short enough for a menu's line. */
export const TEMPLATE_NAME_MAX = 60;
/** Twilio's limit for a message's text. */
export const TEMPLATE_TEXT_MAX = 1600;
/** More than anyone picks from by name; keeps the stored entry small. */
export const TEMPLATES_MOST = 200;

const TemplateSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEMPLATE_NAME_MAX)),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(TEMPLATE_TEXT_MAX)),
});

export type Template = v.InferOutput<typeof TemplateSchema>;
export type Templates = readonly Template[];
/** A template as a form or a file gives it, before it has an id. */
export type TemplateInput = Pick<Template, 'name' | 'text'>;

// Loose on purpose: one entry edited by hand leaves out that template, not the whole list.
const checkTemplates = schemaCheck(
  v.pipe(
    v.array(v.unknown()),
    v.transform((entries) =>
      entries.flatMap((entry) => {
        const result = v.safeParse(TemplateSchema, entry);
        return result.success ? [result.output] : [];
      }),
    ),
  ),
);

const NO_TEMPLATES: Templates = [];

function keyOf(accountSid: string): string {
  return accountKey(accountSid, 'templates');
}

/** The localStorage key the account's templates are under (for the browser suite, which seeds them). */
export function templatesStorageKey(accountSid: string): string {
  return storageKeyOf(keyOf(accountSid));
}

export function readTemplates(accountSid: string): Templates {
  return readLocalStable<Templates>(keyOf(accountSid), checkTemplates, NO_TEMPLATES);
}

/** The account's templates, kept up to date across tabs. */
export function useTemplates(accountSid: string): Templates {
  const read = useCallback(() => readTemplates(accountSid), [accountSid]);
  return useSyncExternalStore(subscribeLocal, read, () => NO_TEMPLATES);
}

/** Names compare without case or surrounding spaces: `/Thanks` and `/thanks` are one template. */
export function sameTemplateName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

/** What is wrong with a template as typed, in words for its form; null when it can be kept. */
export function templateProblem(
  input: TemplateInput,
  templates: Templates,
  editedId: string | null = null,
): { field: 'name' | 'text'; message: string } | null {
  const name = input.name.trim();
  if (name === '') return { field: 'name', message: 'Give the template a name.' };
  if (name.length > TEMPLATE_NAME_MAX)
    return { field: 'name', message: `A name has at most ${TEMPLATE_NAME_MAX} characters.` };
  if (templates.some((template) => template.id !== editedId && sameTemplateName(template.name, name)))
    return { field: 'name', message: `A template named “${name}” exists already. Choose another name.` };
  if (input.text.trim() === '') return { field: 'text', message: 'Type the text the template inserts.' };
  if (input.text.length > TEMPLATE_TEXT_MAX)
    return {
      field: 'text',
      message: `A template has at most ${formatCount(TEMPLATE_TEXT_MAX)} characters, Twilio's limit for a message.`,
    };
  if (editedId === null && templates.length >= TEMPLATES_MOST)
    return {
      field: 'name',
      message: `You have ${TEMPLATES_MOST} templates, the most kept. Delete one first.`,
    };
  return null;
}

function newId(): string {
  return crypto.randomUUID();
}

function kept(input: TemplateInput): TemplateInput {
  return { name: input.name.trim(), text: input.text };
}

/**
 * Adds a template at the end (at `index` when given: Undo puts a deleted one back in its place). False when
 * the browser refused to store it; it then lasts for this page only.
 */
export function addTemplate(accountSid: string, input: TemplateInput, index?: number): boolean {
  const templates = [...readTemplates(accountSid)];
  templates.splice(index ?? templates.length, 0, { id: newId(), ...kept(input) });
  return writeLocal(keyOf(accountSid), templates);
}

export function updateTemplate(accountSid: string, id: string, input: TemplateInput): boolean {
  const templates = readTemplates(accountSid).map((template) =>
    template.id === id ? { ...template, ...kept(input) } : template,
  );
  return writeLocal(keyOf(accountSid), templates);
}

export function removeTemplate(accountSid: string, id: string): boolean {
  return writeLocal(
    keyOf(accountSid),
    readTemplates(accountSid).filter((template) => template.id !== id),
  );
}

/** Moves a template one place up (-1) or down (+1); nothing at either end. */
export function moveTemplate(accountSid: string, id: string, step: -1 | 1): boolean {
  const templates = [...readTemplates(accountSid)];
  const from = templates.findIndex((template) => template.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= templates.length) return true;
  [templates[from], templates[to]] = [templates[to]!, templates[from]!];
  return writeLocal(keyOf(accountSid), templates);
}

export interface TemplatesMerge {
  added: number;
  replaced: number;
  /** Beyond TEMPLATES_MOST: not kept. */
  leftOut: number;
  /** False when the browser refused to store them; they then last for this page only. */
  stored: boolean;
}

/**
 * Takes in templates from a file in one write: one with the name of a template here replaces its text in
 * place, the others are added at the end, up to TEMPLATES_MOST.
 */
export function mergeTemplates(accountSid: string, inputs: readonly TemplateInput[]): TemplatesMerge {
  const templates = [...readTemplates(accountSid)];
  let added = 0;
  let replaced = 0;
  let leftOut = 0;
  for (const input of inputs.map(kept)) {
    const index = templates.findIndex((template) => sameTemplateName(template.name, input.name));
    if (index >= 0) {
      templates[index] = { ...templates[index]!, text: input.text };
      replaced++;
    } else if (templates.length < TEMPLATES_MOST) {
      templates.push({ id: newId(), ...input });
      added++;
    } else {
      leftOut++;
    }
  }
  const stored = writeLocal(keyOf(accountSid), templates);
  return { added, replaced, leftOut, stored };
}

/** Checks one template from a file: what the page keeps, or why not. */
export function checkTemplateInput(value: unknown): TemplateInput | undefined {
  const result = v.safeParse(v.object({ name: v.string(), text: v.string() }), value);
  if (!result.success) return undefined;
  return templateProblem(result.output, []) === null ? kept(result.output) : undefined;
}
