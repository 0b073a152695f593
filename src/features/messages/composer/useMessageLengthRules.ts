/**
 * A message box's length rule, shared by the Composer (at most 199 characters: docs/product.md#composer) and a
 * conversation's reply box (Twilio's 1,600): a change or a paste that would pass `most` characters is not
 * taken, and `note` says why until the next change that goes in (decision 0008).
 */
import { useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { COMPOSER_MESSAGE_MOST, messageFullNote, nextMessageValue, pasteRefusal } from './composerRules';

export interface MessageLengthRules {
  /** Why the last key or paste inserted nothing; null once an edit has gone in. */
  note: string | null;
  clearNote: () => void;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}

/** `onValue` receives each text the field takes. */
export function useMessageLengthRules(
  onValue: (value: string) => void,
  most = COMPOSER_MESSAGE_MOST,
): MessageLengthRules {
  const [note, setNote] = useState<string | null>(null);
  return {
    note,
    clearNote: () => setNote(null),
    onChange: (event) => {
      const next = nextMessageValue(event.target.value, most);
      if (next === null) {
        setNote(messageFullNote(most));
        return;
      }
      onValue(next);
      setNote(null);
    },
    // A paste that would not fit inserts nothing; the note says why, in numbers.
    onPaste: (event) => {
      const refusal = pasteRefusal(event.currentTarget, event.clipboardData.getData('text/plain'), most);
      if (refusal === null) return;
      event.preventDefault();
      setNote(refusal);
    },
  };
}
