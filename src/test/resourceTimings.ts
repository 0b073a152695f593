/**
 * The performance timeline as a browser keeps it: one resource entry per request, named by its URL. jsdom
 * records none, so tests report them through Node's own timeline, which the app's `performance` is.
 */

/** Node's extension of `performance` (not in browsers): what its fetch calls when a request ends. */
interface NodePerformance extends Performance {
  markResourceTiming(
    timingInfo: Record<string, unknown>,
    requestedUrl: string,
    initiatorType: string,
    global: typeof globalThis,
    cacheMode: string,
  ): PerformanceResourceTiming;
}

/** A request for `url` that started at `startTime` (performance.now()) ends now, and the timeline keeps it. */
export function reportResourceTiming(url: string, startTime = performance.now()): void {
  const endTime = Math.max(startTime, performance.now());
  (performance as NodePerformance).markResourceTiming(
    {
      startTime,
      redirectStartTime: 0,
      redirectEndTime: 0,
      postRedirectStartTime: 0,
      finalServiceWorkerStartTime: 0,
      finalNetworkRequestStartTime: startTime,
      finalNetworkResponseStartTime: endTime,
      endTime,
      encodedBodySize: 0,
      decodedBodySize: 0,
      finalConnectionTimingInfo: null,
    },
    url,
    'xmlhttprequest',
    globalThis,
    '',
  );
}

/** The names (URLs) of what the page's performance timeline holds now. */
export function timelineNames(): string[] {
  return performance.getEntries().map((entry) => entry.name);
}
