/**
 * Runs each of the Messages page's date and text formatters once, on a thread of its own, then ends. The
 * browser's locale data (ICU) is loaded once per process, whichever thread asks first: paid here, the
 * page's first formatted times cost its main thread 1–3 ms instead of 20–55 ms (four times that on a slow
 * phone), which made a long task as the page opened or as its first list rendered. See
 * docs/decisions/0028-locale-data-loaded-off-the-main-thread.md.
 */
import { formatFullDate } from './formatFullDate';
import { relativeTime } from './relativeTime';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const now = Date.now();

// One time per wording relativeTime has, so each of its formatters builds its patterns here.
for (const ageMs of [
  5 * MINUTE_MS,
  2 * 60 * MINUTE_MS,
  DAY_MS,
  3 * DAY_MS,
  20 * DAY_MS,
  400 * DAY_MS,
  -DAY_MS,
])
  relativeTime(now - ageMs, now);
formatFullDate(now);
// The segment counter's and the grapheme splitter's character counts (segmentInfo, graphemeSplitter).
Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment('Hé 👍🏽 क्षि'));
// The filters' sorting of matched numbers (messageFilter).
'a'.localeCompare('b');

// Done: the page's bench harnesses wait for this (warmUpFormattingOffMainThread's promise).
self.postMessage('done');
self.close();
