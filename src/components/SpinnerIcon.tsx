import './SpinnerIcon.css';

export interface SpinnerIconProps {
  /** Spacing beside it, such as 'me-2'. */
  className?: string;
  /**
   * Turning from the start: the answer to a press (Sign-in, Send), part of the loading style docs/product.md asks
   * of those buttons while their work runs. Otherwise the icon comes once the wait has lasted a second
   * (decision 0041).
   */
  atOnce?: boolean;
}

/**
 * The app's one turning icon (a loading text, a busy button, the phone-number dropdown): Bootstrap's small
 * spinner, hidden from screen readers, since the words or the busy button beside it say what happens.
 */
export function SpinnerIcon({ className, atOnce = false }: SpinnerIconProps) {
  const classes = ['spinner-icon', 'spinner-border', 'spinner-border-sm'];
  if (!atOnce) classes.push('spinner-icon--delayed');
  if (className) classes.push(className);
  return <span className={classes.join(' ')} aria-hidden="true" />;
}
