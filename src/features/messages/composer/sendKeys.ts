import type { KeyboardEvent } from 'react';

/**
 * Sends the message box's form on Ctrl+Enter (⌘+Enter), and on Enter alone when `enterAloneSends` (a
 * chat on a computer). Shift+Enter and Alt+Enter always start a new line.
 */
export function submitOnSendKey(event: KeyboardEvent<HTMLTextAreaElement>, enterAloneSends: boolean): void {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey) return;
  // The Enter that ends an input method's composition (Japanese, Chinese) belongs to it; Safari reports
  // it as keyCode 229 with isComposing already false.
  if (event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229) return;
  if (!(event.ctrlKey || event.metaKey || enterAloneSends)) return;
  event.preventDefault();
  // A held Enter sends once; its repeats would only find the box emptied and call that invalid.
  if (!event.repeat) event.currentTarget.form?.requestSubmit();
}
