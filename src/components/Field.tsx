import { useId, type ReactNode } from 'react';

/** What the field hands to its input or textarea: the id its label points at, and the aria wiring. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown in red under the control, which is then marked invalid; nothing (null) while the value is fine. */
  error?: ReactNode;
  /** A neutral remark under the control, read after the error. */
  hint?: ReactNode;
  /**
   * Keep the hint's place in the page as a live region even while there is none, so a hint that appears
   * later (after a paste, say) is announced, not only found.
   */
  announceHint?: boolean;
  /**
   * A remark that follows the value as it is typed (a counter): it describes the control, read last, but
   * sits outside every live region, so a screen reader is not made to speak on each keystroke.
   */
  note?: ReactNode;
  /** Renders the control with the props it is given: `{(control) => <input {...control} … />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

function isShown(content: ReactNode): boolean {
  return content !== null && content !== undefined && content !== false && content !== '';
}

/**
 * The one way to build a labelled input or textarea: label, control, error, hint and note, with the
 * control described by whichever of them is showing and marked invalid while there is an error.
 */
export function Field({ label, error, hint, announceHint = false, note, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const invalid = isShown(error);
  const hinted = isShown(hint);
  const noted = isShown(note);
  const describedBy =
    [invalid && errorId, hinted && hintId, noted && noteId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        className: invalid ? 'form-control is-invalid' : 'form-control',
        'aria-invalid': invalid,
        'aria-describedby': describedBy,
      })}
      {/* Right under the control, so the error and hints that come and go never move it. */}
      {noted && (
        <div id={noteId} className="form-text">
          {note}
        </div>
      )}
      {invalid && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
      {announceHint ? (
        <div role="status" className="form-text">
          {hinted && <span id={hintId}>{hint}</span>}
        </div>
      ) : (
        hinted && (
          <div id={hintId} className="form-text">
            {hint}
          </div>
        )
      )}
    </div>
  );
}
