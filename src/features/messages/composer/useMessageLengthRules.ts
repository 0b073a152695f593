/**
 * A message box's length rule (docs/product.md#composer; the reply box's is Twilio's): an edit that would
 * pass `most` is not taken, and `note` says why until the next one that goes in (decision 0008).
 */
import { useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { COMPOSER_MESSAGE_MOST, messageFullNote, nextMessageValue, pasteRefusal } from './composerRules';

export interface MessageLengthRules {
  /** Why the last key or paste inserted nothing; null once an edit has gone in. */
  note: string | null;
  clearNote: () => void;
  /** Says why an insertion (a template) was not taken. */
  refuse: (note: string) => void;
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
    refuse: setNote,
    onChange: (event) => {
      const next = nextMessageValue(event.target.value, most);
      if (next === null) {
        setNote(messageFullNote(most));
        return;
      }
      onValue(next);
      setNote(null);
    },
    onPaste: (event) => {
      const refusal = pasteRefusal(event.currentTarget, event.clipboardData.getData('text/plain'), most);
      if (refusal === null) return;
      event.preventDefault();
      setNote(refusal);
    },
  };
}
