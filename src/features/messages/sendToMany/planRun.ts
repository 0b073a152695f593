/**
 * What a message to many will do before it starts: each recipient's own text (the template's variables
 * filled), who is left out and why (opted out, or a variable with no value for them), and what it costs in
 * segments.
 */
import type { Contacts } from '../../../lib/contacts/contacts';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { fillTemplate, type TemplateVariable } from '../../../lib/templates/fillTemplate';
import { segmentInfo } from '../composer/segmentInfo';
import { optOutOf, type OptOut, type OptOuts } from '../optOuts/optOuts';
import type { Recipient } from './recipients';

export interface PlannedMessage {
  recipient: Recipient;
  /** The recipient's name as the message knows it: the list's, else their contact's; '' for none. */
  name: string;
  body: string;
  segments: number;
}

export interface RunPlan {
  messages: PlannedMessage[];
  optedOut: { recipient: Recipient; optOut: OptOut }[];
  missing: { recipient: Recipient; variables: TemplateVariable[] }[];
  /** Every message's segments added up, and the fewest and most one message takes. */
  segments: { total: number; least: number; most: number };
}

export function planRun(
  recipients: readonly Recipient[],
  text: string,
  { from, contacts, optOuts }: { from: string; contacts: Contacts; optOuts: OptOuts },
): RunPlan {
  const messages: PlannedMessage[] = [];
  const optedOut: RunPlan['optedOut'] = [];
  const missing: RunPlan['missing'] = [];
  const myNumber = formatPartyNumber(from);
  // Many recipients get the same text (no variable, or the same first name): counted once per text.
  const segmentsOf = new Map<string, number>();
  for (const recipient of recipients) {
    const optOut = optOutOf(optOuts, from, recipient.number);
    if (optOut !== null) {
      optedOut.push({ recipient, optOut });
      continue;
    }
    const name = recipient.name || contacts[recipient.number]?.name || '';
    const filled = fillTemplate(text, { name, myNumber });
    if (filled.missing.length > 0) {
      missing.push({ recipient, variables: filled.missing });
      continue;
    }
    let segments = segmentsOf.get(filled.text);
    if (segments === undefined) {
      segments = segmentInfo(filled.text).segments;
      segmentsOf.set(filled.text, segments);
    }
    messages.push({ recipient, name, body: filled.text, segments });
  }
  const counts = messages.map((message) => message.segments);
  return {
    messages,
    optedOut,
    missing,
    segments: {
      total: counts.reduce((sum, count) => sum + count, 0),
      least: counts.length === 0 ? 0 : Math.min(...counts),
      most: counts.length === 0 ? 0 : Math.max(...counts),
    },
  };
}
