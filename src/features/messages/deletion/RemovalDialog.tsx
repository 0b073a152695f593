import { lazy, Suspense } from 'react';
import type { Message } from '../../../lib/twilio/models';

/** What the person asked to remove: messages to delete, one message's text, or a scheduled message. */
export type Removal =
  | { kind: 'delete'; messages: readonly Message[]; who: string; olderNotLoaded?: boolean }
  | { kind: 'redact'; message: Message }
  | { kind: 'cancel-scheduled'; message: Message };

// Opened by a press, so fetched by it, with the Modal they are built on.
const DeleteMessagesDialog = lazy(() =>
  import('./DeleteMessagesDialog').then((module) => ({ default: module.DeleteMessagesDialog })),
);
const RedactMessageDialog = lazy(() =>
  import('./RedactMessageDialog').then((module) => ({ default: module.RedactMessageDialog })),
);
const CancelScheduledDialog = lazy(() =>
  import('./CancelScheduledDialog').then((module) => ({ default: module.CancelScheduledDialog })),
);

export interface RemovalDialogProps {
  removal: Removal;
  /** The dialog closed: `done` when Twilio deleted every message, or removed the text. */
  onClose: (done: boolean) => void;
}

/**
 * The dialog for a removal, kept by a view that outlives the messages it removes (a list, the
 * conversations), so it stays open while they go.
 */
export function RemovalDialog({ removal, onClose }: RemovalDialogProps) {
  return (
    <Suspense fallback={null}>
      {removal.kind === 'delete' ? (
        <DeleteMessagesDialog
          messages={removal.messages}
          who={removal.who}
          olderNotLoaded={removal.olderNotLoaded}
          onHide={() => onClose(false)}
          onAllDeleted={() => onClose(true)}
        />
      ) : removal.kind === 'redact' ? (
        <RedactMessageDialog
          message={removal.message}
          onHide={() => onClose(false)}
          onRedacted={() => onClose(true)}
        />
      ) : (
        <CancelScheduledDialog
          message={removal.message}
          onHide={() => onClose(false)}
          onCanceled={() => onClose(true)}
        />
      )}
    </Suspense>
  );
}
