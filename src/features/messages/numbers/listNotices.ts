/** The quiet notices the Messages page shows about what a list could not show. */
import type { CutShort } from '../../../lib/twilio/api';

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many} could not be read and ${count === 1 ? 'is' : 'are'} not shown.`;
}

export function unreadableNumbersNotice(count: number): string | null {
  return count > 0 ? counted(count, 'phone number', 'phone numbers') : null;
}

/**
 * What the dropdown does not offer and why: an account with no SMS-capable number says so, and numbers
 * left out (no SMS, or an answer that does not say) are counted rather than dropped without a word.
 */
export function leftOutNumbersNotice({
  numbers,
  withoutSms,
  smsUnknown,
}: {
  numbers: readonly string[];
  withoutSms: readonly string[];
  smsUnknown: readonly string[];
}): string | null {
  const reasons = [
    withoutSms.length > 0 && `${withoutSms.length} cannot send SMS`,
    smsUnknown.length > 0 &&
      `${smsUnknown.length} ${smsUnknown.length === 1 ? 'has' : 'have'} no capabilities in Twilio's answer`,
  ].filter((reason) => reason !== false);
  const leftOut = withoutSms.length + smsUnknown.length;
  if (numbers.length === 0) {
    if (leftOut === 0) return 'This account has no phone numbers.';
    return `This account has no SMS-capable numbers (${reasons.join(', ')}).`;
  }
  if (leftOut === 0) return null;
  const count = leftOut === 1 ? "1 of the account's numbers is" : `${leftOut} of the account's numbers are`;
  return `${count} not offered (${reasons.join(', ')}).`;
}

export function unreadableMessagesNotice(count: number): string | null {
  return count > 0 ? counted(count, 'message', 'messages') : null;
}

/** Messages Twilio listed for a number whose From and To name neither it nor another spelling of it. */
export function otherNumbersNotice(count: number): string | null {
  if (count === 0) return null;
  const messages = count === 1 ? '1 message' : `${count} messages`;
  return `${messages} Twilio listed for this number ${count === 1 ? 'names' : 'name'} other numbers and ${count === 1 ? 'is' : 'are'} not shown.`;
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
