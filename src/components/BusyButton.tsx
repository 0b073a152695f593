import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { SpinnerIcon } from './SpinnerIcon';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** While the work it started runs: a spinner, announced as busy, and presses do nothing. */
  busy: boolean;
  /** The Bootstrap look, such as 'btn btn-primary'. */
  className: string;
  /**
   * The icon comes only once the wait has lasted a second (decision 0041): for a button that is mostly busy
   * without being pressed, as Refresh is during the live updates' own looks every few seconds. Its
   * disabled look still answers a press at once. Otherwise (Sign-in, Send) the icon turns from the start.
   */
  delayIcon?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one busy button (Sign-in, Send, Try again). aria-disabled rather than disabled: a disabled button
 * would drop the keyboard focus to <body> while the work runs. A press while busy is cancelled here,
 * so a submit button does not submit twice; handlers may still guard against a second press in the
 * same task, before the busy state has rendered.
 */
export function BusyButton({
  busy,
  className,
  delayIcon = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: BusyButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={busy ? `${className} disabled` : className}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <SpinnerIcon className="me-2" atOnce={!delayIcon} />}
      {children}
    </button>
  );
}
