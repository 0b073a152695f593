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
  /** Renders the control with the props it is given: `{(control) => <input {...control} … />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

function isShown(content: ReactNode): boolean {
  return content !== null && content !== undefined && content !== false && content !== '';
}

/**
 * The one way to build a labelled input or textarea: label, control, error and hint, with the control
 * described by whichever of them is showing and marked invalid while there is an error.
 */
export function Field({ label, error, hint, announceHint = false, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = isShown(error);
  const hinted = isShown(hint);
  const describedBy = [invalid && errorId, hinted && hintId].filter(Boolean).join(' ') || undefined;

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
