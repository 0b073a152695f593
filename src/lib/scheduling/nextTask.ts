/**
 * Resolves in a task of its own, so that what follows runs after the current task has ended. Why: a page
 * that starts its provider requests from React's effects would otherwise build every request (axios's
 * config merge, URL encoding, the XHR's send) in the same task as the render's effects, one long task
 * on a phone (docs/decisions/0034-provider-requests-start-in-their-own-task.md).
 *
 * `scheduler.yield()` where the browser has it: its continuation runs before other queued work. Else a
 * zero timer. A hidden page does not yield at all: browsers slow its timers down to one a second, and
 * nobody is waiting for its frames.
 */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
