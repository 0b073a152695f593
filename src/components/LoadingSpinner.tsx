import { SpinnerIcon } from './SpinnerIcon';

export interface LoadingSpinnerProps {
  label?: string;
  /** Only waiting to load (a card's media not yet near the screen): the text without a turning icon. */
  waiting?: boolean;
}

/** The app's one loading indicator: a spinner (SpinnerIcon) with visible text, announced politely. */
export function LoadingSpinner({ label = 'Loading...', waiting = false }: LoadingSpinnerProps) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 my-3 text-body-secondary">
      {!waiting && <SpinnerIcon />}
      <span>{label}</span>
    </div>
  );
}
