/** The quiet notices the Messages page shows about what a list could not show. */
import type { CutShort } from '../../lib/twilio/api';

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many} could not be read and ${count === 1 ? 'is' : 'are'} not shown.`;
}

export function unreadableNumbersNotice(count: number): string | null {
  return count > 0 ? counted(count, 'phone number', 'phone numbers') : null;
}

export function unreadableMessagesNotice(count: number): string | null {
  return count > 0 ? counted(count, 'message', 'messages') : null;
}

export function unreadableMediaNotice(count: number): string | null {
  return count > 0 ? counted(count, 'media file', 'media files') : null;
}

export function cutShortNotice(cutShort: CutShort | null, pagesRead: number): string | null {
  if (cutShort === null) return null;
  const stopped = `the list stopped after ${pagesRead} page${pagesRead === 1 ? '' : 's'} and may be incomplete.`;
  if (cutShort === 'foreign-next-page')
    return `The provider offered its next page at another address, which this app does not follow; ${stopped}`;
  return `The provider kept offering more pages; ${stopped}`;
}
