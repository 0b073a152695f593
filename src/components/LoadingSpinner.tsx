import { SpinnerIcon } from './SpinnerIcon';

export interface LoadingSpinnerProps {
  /** What is loading: 'Loading messages...'. */
  label: string;
  /**
   * False while nothing is loading yet, only waiting to (media of a card not yet near the screen): the words
   * alone, with no icon to come.
   */
  icon?: boolean;
}

/**
 * The app's one loading indicator (a route's code downloading, a list, an image): the words at once,
 * announced politely to screen readers, and a turning icon once the wait has lasted a second.
 */
export function LoadingSpinner({ label, icon = true }: LoadingSpinnerProps) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 my-3 text-body-secondary">
      {icon && <SpinnerIcon delayed />}
      <span>{label}</span>
    </div>
  );
}
