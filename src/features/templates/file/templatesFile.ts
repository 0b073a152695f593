/**
 * The templates file: JSON that says what it is, so it moves templates between browsers and can be read
 * (and written) by hand. Import also takes a bare list of `{ "name", "text" }`.
 */
import { isRecord } from '../../../lib/checks/plainValues';
import { checkTemplateInput, type TemplateInput } from '../../../lib/templates/templates';

export const TEMPLATES_FILE_FORMAT = 'sms-web-client templates';
/** Far beyond 200 templates of 1,600 characters; small enough to read at once. */
export const TEMPLATES_FILE_MAX_BYTES = 2 * 1024 * 1024;

export function templatesJson(templates: readonly TemplateInput[]): string {
  const file = {
    format: TEMPLATES_FILE_FORMAT,
    version: 1,
    templates: templates.map(({ name, text }) => ({ name, text })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** 'templates-2026-12-03.json': the day in the person's own calendar. */
export function templatesFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `templates-${day}.json`;
}

export interface ReadTemplates {
  templates: TemplateInput[];
  /** The entries that are not a template the app can keep, by their place in the file (from 1). */
  leftOut: number[];
}

/** Why a file holds no templates at all, in words for the page. */
export class TemplatesFileError extends Error {}

export function readTemplatesJson(text: string): ReadTemplates {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new TemplatesFileError('this is not a templates file (it is not JSON).');
  }
  const entries = Array.isArray(parsed)
    ? parsed
    : isRecord(parsed) && Array.isArray(parsed.templates)
      ? (parsed.templates as unknown[])
      : null;
  if (entries === null)
    throw new TemplatesFileError('this is not a templates file (it has no list of templates).');
  const templates: TemplateInput[] = [];
  const leftOut: number[] = [];
  entries.forEach((entry, index) => {
    const template = checkTemplateInput(entry);
    if (template === undefined) leftOut.push(index + 1);
    else templates.push(template);
  });
  if (templates.length === 0)
    throw new TemplatesFileError(
      entries.length === 0
        ? 'the file holds no templates.'
        : 'none of its entries is a template: each needs a name and a text of at most 1,600 characters.',
    );
  return { templates, leftOut };
}
