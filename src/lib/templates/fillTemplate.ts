/**
 * A template's variables and what they become for one recipient. A variable without a value stays
 * written as it is, and is listed, so the person sees it and no message goes out saying `{first_name}`.
 */

/** The variables a template may hold, as typed in it, with what each is for the person writing one. */
export const TEMPLATE_VARIABLES = [
  { token: '{first_name}', meaning: "the first word of the recipient's name in your contacts" },
  { token: '{name}', meaning: "the recipient's name in your contacts" },
  { token: '{my_number}', meaning: 'the number the message is sent from' },
] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]['token'];

// Spaces inside the braces and any case are forgiven: `{ First_Name }` is `{first_name}`.
const VARIABLE = /\{\s*(first_name|name|my_number)\s*\}/gi;

export interface TemplateValues {
  /** The recipient's name, '' or undefined when they have none. */
  name?: string | undefined;
  /** The sending number as it should read in the message. */
  myNumber?: string | undefined;
}

function valueOf(variable: string, values: TemplateValues): string | undefined {
  const name = values.name?.trim() || undefined;
  switch (variable.toLowerCase()) {
    case 'first_name':
      return name?.split(/\s+/u)[0];
    case 'name':
      return name;
    default:
      return values.myNumber || undefined;
  }
}

export interface FilledTemplate {
  text: string;
  /** The variables left as written, each once, in the order they first appear. */
  missing: TemplateVariable[];
}

/** The template's text for one recipient. */
export function fillTemplate(text: string, values: TemplateValues): FilledTemplate {
  const missing = new Set<TemplateVariable>();
  const filled = text.replace(VARIABLE, (written, variable: string) => {
    const value = valueOf(variable, values);
    if (value !== undefined) return value;
    missing.add(`{${variable.toLowerCase()}}` as TemplateVariable);
    return written;
  });
  return { text: filled, missing: [...missing] };
}

/** The variables still written in a message's text, each once: it must not be sent so. */
export function unfilledVariables(text: string): TemplateVariable[] {
  return fillTemplate(text, {}).missing;
}

/** Says which variables are left, for the field that holds them. */
export function unfilledVariablesLine(missing: readonly TemplateVariable[]): string {
  if (missing.length === 1)
    return `Replace ${missing[0]!} before sending: there is no value for it here, and it would be sent as written.`;
  const list = `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
  return `Replace ${list} before sending: there are no values for them here, and they would be sent as written.`;
}
