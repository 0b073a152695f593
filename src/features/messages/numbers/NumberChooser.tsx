import { QuietNotice } from '../../../components/QuietNotice';
import { cutShortNotice, leftOutNumbersNotice, unreadableNumbersNotice } from './listNotices';
import { PhoneNumberSelect } from './PhoneNumberSelect';
import { usePhoneNumbers } from './usePhoneNumbers';

const NO_NUMBERS: readonly string[] = [];
const NO_NAMES: Readonly<Record<string, string>> = {};

export interface NumberChooserProps {
  value: string;
  onChange: (phoneNumber: string) => void;
  /** Unread inbound messages per number, shown beside each in the menu (useUnreadCounts). */
  unreadCounts: ReadonlyMap<string, number>;
}

/**
 * The account's SMS-capable numbers offered in the dropdown as they arrive, and what to know about that
 * list (numbers that could not be read, a listing cut short). Its errors are the page banner's.
 */
export function NumberChooser({ value, onChange, unreadCounts }: NumberChooserProps) {
  const phoneNumbers = usePhoneNumbers();
  const numbersData = phoneNumbers.data;
  // Loading while the pages come in, and again while 'Try again' goes on from a failed page.
  const loading = numbersData?.complete !== true && (phoneNumbers.error === null || phoneNumbers.isFetching);
  // Said on the page when there is nothing to choose from; otherwise in the menu, under the options.
  const leftOut = numbersData?.complete ? leftOutNumbersNotice(numbersData) : null;
  const nothingToChoose = numbersData?.complete === true && numbersData.numbers.length === 0;
  const notices = [
    nothingToChoose ? leftOut : null,
    unreadableNumbersNotice(numbersData?.unreadable ?? 0),
    numbersData?.complete ? cutShortNotice(numbersData.cutShort, numbersData.pagesRead) : null,
  ].filter((notice) => notice !== null);

  return (
    <>
      <PhoneNumberSelect
        numbers={numbersData?.numbers ?? NO_NUMBERS}
        friendlyNames={numbersData?.friendlyNames ?? NO_NAMES}
        leftOutNote={nothingToChoose ? null : leftOut}
        loading={loading}
        value={value}
        onChange={onChange}
        unreadCounts={unreadCounts}
      />
      {/* Always in the document, so a notice that arrives when the list is done is announced. */}
      <div role="status">
        {notices.map((notice) => (
          <QuietNotice key={notice}>{notice}</QuietNotice>
        ))}
      </div>
    </>
  );
}
