import { UTF8_BOM, csvLine } from '../../../lib/csv/csvCells';
import type { RecipientState } from './bulkSender';
import type { PlannedMessage } from './planRun';

export const RESULTS_HEADER = ['Number', 'Name', 'Result', 'Message SID', 'Why'] as const;

/** What happened to one recipient, in the words the page and the file use. */
export function resultWords(state: RecipientState): { result: string; why: string } {
  switch (state.kind) {
    case 'sent':
      return { result: 'Sent', why: '' };
    case 'failed':
      return { result: 'Not sent', why: state.reason };
    case 'unknown':
      return {
        result: 'May have been sent',
        why: `${state.reason}. The run was cancelled before your messages at Twilio could tell: look at the conversation before sending again.`,
      };
    case 'unsure':
      return {
        result: 'Being checked',
        why: `${state.reason}. Your messages at Twilio are read before anything more is sent.`,
      };
    case 'cancelled':
      return { result: 'Not sent (cancelled)', why: '' };
    default:
      return { result: 'Waiting', why: '' };
  }
}

/** One line per recipient, in the list's order: a spreadsheet opens it safely. */
export function runResultsCsv(
  messages: readonly PlannedMessage[],
  states: readonly RecipientState[],
): string {
  const lines = messages.map(({ recipient, name }, index) => {
    const state = states[index] ?? { kind: 'waiting' as const };
    const { result, why } = resultWords(state);
    return csvLine([recipient.number, name, result, state.kind === 'sent' ? state.sid : '', why]);
  });
  return UTF8_BOM + csvLine(RESULTS_HEADER) + lines.join('');
}

/** 'send-to-many-2026-12-03-1405.csv': the minute the file was saved, in the person's own time. */
export function runResultsFileName(now: Date): string {
  const part = (value: number) => String(value).padStart(2, '0');
  return `send-to-many-${now.getFullYear()}-${part(now.getMonth() + 1)}-${part(now.getDate())}-${part(now.getHours())}${part(now.getMinutes())}.csv`;
}
