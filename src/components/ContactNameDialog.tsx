import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { CONTACT_NAME_MAX, removeContact, saveContactName } from '../lib/contacts/contacts';
import { Field } from './Field';
import { useAnnounce } from './useAnnounce';
import '../styles/bootstrapModal.scss';

export interface ContactNameDialogProps {
  accountSid: string;
  /** The number being named, as Twilio writes it. */
  number: string;
  /** The same number as the app writes it. */
  numberLabel: string;
  /** Its name now; '' when it has none. */
  currentName: string;
  onHide: () => void;
  /** Told after `Remove name` (the Contacts page offers Undo). */
  onRemoved?: () => void;
}

/**
 * Gives a number a name, or changes or removes it, and says so. Mounted while shown, so it opens with the
 * name as it is now. Names live in this browser only (lib/contacts).
 */
export function ContactNameDialog({
  accountSid,
  number,
  numberLabel,
  currentName,
  onHide,
  onRemoved,
}: ContactNameDialogProps) {
  const titleId = useId();
  const announce = useAnnounce();
  const [name, setName] = useState(currentName);
  const [triedBlank, setTriedBlank] = useState(false);
  const blank = name.trim() === '';
  function save(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      setTriedBlank(true);
      return;
    }
    saveContactName(accountSid, number, name);
    announce('Name saved.');
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
                removeContact(accountSid, number);
                announce('Name removed.');
                onRemoved?.();
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
