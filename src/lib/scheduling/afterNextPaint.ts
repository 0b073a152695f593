/**
 * Runs work in a task of its own once the next frame has been drawn: what it makes the browser do (a
 * layout that `focus()` forces, more items to render) then comes after the frame people see, rather than
 * in the same long task as the render that led to it. A task queued from a frame callback runs once that
 * frame is painted. A hidden page draws no frames, so there it is a plain zero timer. Returns a cancel
 * function.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
