import './SpinnerIcon.css';

export interface SpinnerIconProps {
  /** Spacing beside it, such as 'me-2'. */
  className?: string;
  /**
   * Hidden, and still, until the wait has lasted a second (decision 0041): a quick wait flashes no spinner.
   * Without it the icon turns from the start, as the answer to a press (Sign-in, Send) should.
   */
  delayed?: boolean;
}

/**
 * The app's one turning icon (a loading text, a busy button, the phone-number dropdown): Bootstrap's small
 * spinner, hidden from screen readers, since the words or the busy button beside it say what happens.
 */
export function SpinnerIcon({ className, delayed = false }: SpinnerIconProps) {
  const classes = ['spinner-icon', 'spinner-border', 'spinner-border-sm'];
  if (delayed) classes.push('spinner-icon--delayed');
  if (className) classes.push(className);
  return <span className={classes.join(' ')} aria-hidden="true" />;
}
