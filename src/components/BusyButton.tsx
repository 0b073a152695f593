import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { SpinnerIcon } from './SpinnerIcon';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** While the work it started runs: a spinner, announced as busy, and presses do nothing. */
  busy: boolean;
  /** The Bootstrap look, such as 'btn btn-primary'. */
  className: string;
  /**
   * The icon only once the wait has lasted (decision 0041): for a button mostly busy without being pressed,
   * as Refresh is during live updates. Otherwise (Sign-in, Send) the icon turns from the start.
   */
  delayIcon?: boolean;
  /** Done, or not possible now: presses do nothing, as while busy, but without the spinner. */
  unavailable?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one busy button. aria-disabled rather than disabled, which would drop the focus to <body>; a press
 * while busy is cancelled, but handlers must still guard a second press in the same task, before it renders.
 */
export function BusyButton({
  busy,
  className,
  delayIcon = false,
  unavailable = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: BusyButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy || unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={busy || unavailable ? `${className} disabled` : className}
      aria-disabled={busy || unavailable || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <SpinnerIcon className="me-2" delayed={delayIcon} />}
      {children}
    </button>
  );
}
