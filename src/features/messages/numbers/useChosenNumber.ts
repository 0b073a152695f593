/**
 * The chosen number lives in the address (/phone-numbers?number=%2B14155550100), so a reload, Back and
 * Forward, and a link shared with someone else all open the same number. Beside it the address may name
 * an open conversation on it (WITH_PARAM, ON_PARAM: useOpenConversation), and nothing else of ours: never
 * credentials, never message text.
 */
import { startTransition, useCallback, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The search parameter of /phone-numbers that names the chosen number. */
export const NUMBER_PARAM = 'number';

/** Reserved value of NUMBER_PARAM for the inbox of every number at once: passed through, not a number. */
export const ALL_NUMBERS = 'all';

/** The party of the conversation open on the chosen number. */
export const WITH_PARAM = 'with';
/** On All numbers, the account's number that conversation is on. */
export const ON_PARAM = 'on';

/**
 * The raw value of a parameter that holds a number, '' when there is none. In a query string a bare '+'
 * means a space, so a link typed by hand as ?number=+14155550100 arrives as ' 14155550100'; no value of
 * ours starts with a space, so that one is read as the number the person meant.
 */
export function readNumberParam(searchParams: URLSearchParams, name: string): string {
  const value = searchParams.get(name) ?? '';
  return /^ \d+$/.test(value) ? `+${value.slice(1)}` : value;
}

/** The raw value of NUMBER_PARAM (readNumberParam). */
export function readChosenNumber(searchParams: URLSearchParams): string {
  return readNumberParam(searchParams, NUMBER_PARAM);
}

/**
 * `[chosen, choose]`: `chosen` is '' (nothing chosen), the address's value as it is (an E.164 number, or
 * whatever a link carried: check it against the account's numbers before use), or ALL_NUMBERS.
 * `choose` pushes a history entry, so Back returns to the previous choice; '' removes the parameter.
 * Opening the page adds no entry. A conversation open on the number goes with it; other search
 * parameters are kept as they are.
 */
export function useChosenNumber(): [chosen: string, choose: (phoneNumber: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = readChosenNumber(searchParams);
  // React Router commits a navigation in a transition, which would keep the dropdown on the old number
  // until the new number's whole panel has rendered. Shown optimistically, the choice is on screen at
  // once, and the panel still renders in the background (useDeferredValue in the page).
  const [chosen, showChosen] = useOptimistic(inAddress);

  const choose = useCallback(
    (phoneNumber: string) => {
      if (phoneNumber === inAddress) return;
      startTransition(() => {
        showChosen(phoneNumber);
        setSearchParams((current) => {
          // URLSearchParams writes the '+' as %2B, so it survives being read back.
          const next = new URLSearchParams(current);
          next.delete(WITH_PARAM);
          next.delete(ON_PARAM);
          if (phoneNumber === '') next.delete(NUMBER_PARAM);
          else next.set(NUMBER_PARAM, phoneNumber);
          return next;
        });
      });
    },
    [inAddress, showChosen, setSearchParams],
  );

  return [chosen, choose];
}
