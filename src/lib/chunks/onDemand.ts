/**
 * A module downloaded when first asked for (a dialog opened by a press), not with its page. Asked again,
 * the same download answers; one that failed is tried afresh.
 */
export function onDemand<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
