import { SpinnerIcon } from './SpinnerIcon';

export interface LoadingSpinnerProps {
  label?: string;
  /**
   * Nothing is loading yet, only waiting to (media of a card not yet near the screen): the text alone,
   * without a turning icon.
   */
  waiting?: boolean;
}

/**
 * The app's one loading indicator (a route's code downloading, a list, an image): a spinner with a
 * visible text alternative, announced politely to screen readers. The icon comes once the wait has
 * lasted a second (SpinnerIcon).
 */
export function LoadingSpinner({ label = 'Loading...', waiting = false }: LoadingSpinnerProps) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 my-3 text-body-secondary">
      {!waiting && <SpinnerIcon />}
      <span>{label}</span>
    </div>
  );
}
