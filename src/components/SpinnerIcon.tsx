import './SpinnerIcon.css';

export interface SpinnerIconProps {
  /** Spacing beside it, such as 'me-2'. */
  className?: string;
  /** Turning from the start, answering a press (docs/product.md); otherwise after a wait (decision 0041). */
  atOnce?: boolean;
}

/** The app's one turning icon, hidden from screen readers: the words or busy button beside it say it. */
export function SpinnerIcon({ className, atOnce = false }: SpinnerIconProps) {
  const classes = ['spinner-icon', 'spinner-border', 'spinner-border-sm'];
  if (!atOnce) classes.push('spinner-icon--delayed');
  if (className) classes.push(className);
  return <span className={classes.join(' ')} aria-hidden="true" />;
}
