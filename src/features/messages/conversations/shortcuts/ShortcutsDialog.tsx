import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { usePreference, writePreferences } from '../../../../lib/preferences/preferences';
import '../../../../styles/bootstrapModal.scss';
import { SHORTCUTS } from './shortcutList';

export interface ShortcutsDialogProps {
  show: boolean;
  onHide: () => void;
}

/** Every shortcut of the conversations, and the switch that turns the single-key ones off. */
export function ShortcutsDialog({ show, onHide }: ShortcutsDialogProps) {
  const titleId = useId();
  const switchId = useId();
  const singleKeys = usePreference('singleKeyShortcuts');
  return (
    <Modal show={show} onHide={onHide} animation={false} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          Keyboard shortcuts
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <table className="table table-sm shortcut-table mb-3">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Does</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr
                key={shortcut.does}
                className={shortcut.singleKey && !singleKeys ? 'text-body-secondary' : ''}
              >
                <td>
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' or '}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </td>
                <td>
                  {shortcut.does}
                  {shortcut.singleKey && !singleKeys && ' (off)'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="form-text">None works while typing in a field.</p>
        <div className="form-check form-switch">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id={switchId}
            checked={singleKeys}
            onChange={(event) => writePreferences({ singleKeyShortcuts: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={switchId}>
            Single-key shortcuts (a letter, / or ?)
          </label>
        </div>
      </Modal.Body>
    </Modal>
  );
}
