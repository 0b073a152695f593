/**
 * The app's one loading indicator (a route's code downloading, a list, an image): a spinner with a
 * visible text alternative, announced politely to screen readers.
 */
export function LoadingSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 my-3 text-body-secondary">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
