import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { TEMPLATE_VARIABLES } from '../lib/templates/fillTemplate';
import {
  TEMPLATE_NAME_MAX,
  TEMPLATE_TEXT_MAX,
  addTemplate,
  templateProblem,
  updateTemplate,
  useTemplates,
  type Template,
} from '../lib/templates/templates';
import { Field } from './Field';
import { useAnnounce } from './useAnnounce';
import '../styles/bootstrapModal.scss';
import { formatCount } from '../lib/text/formatCount';

export interface TemplateDialogProps {
  accountSid: string;
  /** The template being edited; a new one when absent. */
  template?: Template;
  /** A new template's text to start from: the message it is saved from. */
  initialText?: string;
  onHide: () => void;
}

/**
 * Writes a template, or changes one: its name (what `/` finds it by) and its text, with the variables
 * a recipient's message fills. Kept in this browser only (lib/templates). Mounted while shown.
 */
export function TemplateDialog({ accountSid, template, initialText = '', onHide }: TemplateDialogProps) {
  const titleId = useId();
  const announce = useAnnounce();
  const templates = useTemplates(accountSid);
  const [name, setName] = useState(template?.name ?? '');
  const [text, setText] = useState(template?.text ?? initialText);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // Where the caret goes once a variable put in by its button is rendered.
  const caretAfterInsert = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    if (at === null) return;
    caretAfterInsert.current = null;
    textRef.current?.focus();
    textRef.current?.setSelectionRange(at, at);
  }, [text]);
  const problem = templateProblem({ name, text }, templates, template?.id ?? null);
  const shownProblem = tried ? problem : null;

  function save(event: FormEvent) {
    event.preventDefault();
    // The dialog may be opened from inside a message's form: in React's tree its submit would reach that one.
    event.stopPropagation();
    if (problem !== null) {
      setTried(true);
      (problem.field === 'name' ? nameRef : textRef).current?.focus();
      return;
    }
    const stored =
      template === undefined
        ? addTemplate(accountSid, { name, text })
        : updateTemplate(accountSid, template.id, { name, text });
    if (!stored) {
      // Kept for this page; the person should know before they count on it elsewhere.
      setRefused(true);
      return;
    }
    announce(`Template “${name.trim()}” saved.`);
    onHide();
  }

  function insertVariable(token: string) {
    const field = textRef.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + token + text.slice(end);
    if (next.length > TEMPLATE_TEXT_MAX) return;
    caretAfterInsert.current = start + token.length;
    setText(next);
  }

  return (
    <Modal show onHide={onHide} animation={false} centered aria-labelledby={titleId}>
      <form noValidate onSubmit={save}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title as="h2" id={titleId} className="h5">
            {template === undefined ? 'New template' : 'Edit template'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Field
            label="Name"
            error={shownProblem?.field === 'name' ? shownProblem.message : null}
            hint="Type / and the first letters of the name in a message to insert it."
          >
            {(control) => (
              <input
                {...control}
                ref={nameRef}
                type="text"
                autoComplete="off"
                maxLength={TEMPLATE_NAME_MAX}
                value={name}
                // The dialog is opened to write a template; its name comes first.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <Field
            label="Text"
            error={shownProblem?.field === 'text' ? shownProblem.message : null}
            note={`${formatCount(text.length)} of ${formatCount(TEMPLATE_TEXT_MAX)} characters`}
          >
            {(control) => (
              <textarea
                {...control}
                ref={textRef}
                rows={5}
                maxLength={TEMPLATE_TEXT_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <fieldset>
            <legend className="form-label fs-6">Variables, filled in for each recipient</legend>
            <ul className="list-unstyled mb-0">
              {TEMPLATE_VARIABLES.map(({ token, meaning }) => (
                <li key={token} className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={`Insert ${token}`}
                    onClick={() => insertVariable(token)}
                  >
                    {token}
                  </button>
                  <span className="small text-body-secondary">{meaning}</span>
                </li>
              ))}
            </ul>
          </fieldset>
          {refused && (
            <p role="alert" className="text-danger mt-3 mb-0">
              This browser did not keep the template (its storage is full or turned off): it can be used until
              this page is closed, then it is gone. Export your templates from the Templates page to keep
              them.
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {refused ? 'Close' : 'Cancel'}
          </button>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
