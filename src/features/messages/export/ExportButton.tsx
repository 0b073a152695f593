import { useState, type ComponentType } from 'react';
import { onDemand } from '../../../lib/chunks/onDemand';
import type { ExportDialogProps } from './ExportDialog';

export type ExportButtonProps = Omit<ExportDialogProps, 'onHide'>;

// The dialog and the file writers download when Export is first pressed, not with the page: most visits
// never export.
const loadDialog = onDemand(() => import('./ExportDialog'));

/** 'Export': a dialog with a button per format (ExportDialog). */
export function ExportButton(props: ExportButtonProps) {
  const [Dialog, setDialog] = useState<ComponentType<ExportDialogProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const open = () => {
    setFailed(false);
    loadDialog().then(
      (module) => setDialog(() => module.ExportDialog),
      () => setFailed(true),
    );
  };
  return (
    <div className="export-button">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={props.messages.length === 0}
        aria-haspopup="dialog"
        onClick={open}
      >
        Export
      </button>
      {failed && (
        <p role="alert" className="text-danger small mt-1 mb-0">
          Export could not open: part of the app did not download. Check your connection and try again.
        </p>
      )}
      {Dialog !== null && <Dialog {...props} onHide={() => setDialog(null)} />}
    </div>
  );
}
