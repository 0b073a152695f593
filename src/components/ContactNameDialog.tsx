import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { CONTACT_NAME_MAX } from '../lib/contacts/contacts';
import { Field } from './Field';
import '../styles/bootstrapModal.scss';

export interface ContactNameDialogProps {
  /** The number being named, as the app writes it. */
  numberLabel: string;
  /** Its name now; '' when it has none. */
  currentName: string;
  /** Called with the trimmed name; the dialog closes itself through onHide. */
  onSave: (name: string) => void;
  /** Removes the name; offered only when there is one. */
  onRemove: () => void;
  onHide: () => void;
}

/**
 * Gives a number a name, or changes or removes it. Mounted while shown, so it opens with the name as it is
 * now. Names live in this browser only (lib/contacts).
 */
export function ContactNameDialog({
  numberLabel,
  currentName,
  onSave,
  onRemove,
  onHide,
}: ContactNameDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(currentName);
  const [triedBlank, setTriedBlank] = useState(false);
  const blank = name.trim() === '';
  function save(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      setTriedBlank(true);
      return;
    }
    onSave(name.trim());
    onHide();
  }
  return (
    <Modal show onHide={onHide} animation={false} centered aria-labelledby={titleId}>
      <form noValidate onSubmit={save}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title as="h2" id={titleId} className="h5">
            {currentName === '' ? 'Add name' : 'Edit name'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            For <span className="text-nowrap">{numberLabel}</span>, kept in this browser only.
          </p>
          <Field label="Name" error={triedBlank && blank ? 'Type a name, or press Cancel.' : null}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                maxLength={CONTACT_NAME_MAX}
                value={name}
                // The dialog is opened to type a name.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
        </Modal.Body>
        <Modal.Footer>
          {currentName !== '' && (
            <button
              type="button"
              className="btn btn-outline-danger me-auto"
              onClick={() => {
                onRemove();
                onHide();
              }}
            >
              Remove name
            </button>
          )}
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
