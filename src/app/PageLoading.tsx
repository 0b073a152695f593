/** Shown while a lazy route's code downloads. */
export function PageLoading() {
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
