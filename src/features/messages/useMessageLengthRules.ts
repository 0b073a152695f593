/**
 * Message's length rules for its text field, shared by the Composer and a conversation's reply box: a
 * change or a paste that would take the text to MESSAGE_LENGTH_LIMIT is not taken (spec §5), and `note`
 * says why until the next change that goes in (decision 0008).
 */
import { useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { MESSAGE_FULL_NOTE, nextMessageValue, pasteRefusal } from './composerRules';

export interface MessageLengthRules {
  /** Why the last key or paste inserted nothing; null once an edit has gone in. */
  note: string | null;
  clearNote: () => void;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}

/** `onValue` receives each text the field takes. */
export function useMessageLengthRules(onValue: (value: string) => void): MessageLengthRules {
  const [note, setNote] = useState<string | null>(null);
  return {
    note,
    clearNote: () => setNote(null),
    onChange: (event) => {
      const next = nextMessageValue(event.target.value);
      if (next === null) {
        setNote(MESSAGE_FULL_NOTE);
        return;
      }
      onValue(next);
      setNote(null);
    },
    // A paste that would not fit inserts nothing; the note says why, in numbers.
    onPaste: (event) => {
      const refusal = pasteRefusal(event.currentTarget, event.clipboardData.getData('text/plain'));
      if (refusal === null) return;
      event.preventDefault();
      setNote(refusal);
    },
  };
}
