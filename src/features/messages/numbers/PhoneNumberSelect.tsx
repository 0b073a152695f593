/**
 * The searchable phone-number dropdown (react-select, which only this lazily loaded page imports, so it
 * stays out of the sign-in bundle). react-select's own keyboard model and default live texts ('No
 * options', '{n} result(s) available') are the spec's; only its colours are changed: Bootstrap's, for
 * the light and dark modes, at WCAG AA contrast.
 */
import { memo, useCallback, useMemo } from 'react';
import Select, {
  createFilter,
  type FilterOptionOption,
  type FormatOptionLabelMeta,
  type StylesConfig,
  type Theme,
} from 'react-select';
import { ProviderText } from '../../../components/ProviderText';
import { foldForSearch } from '../../../lib/text/foldForSearch';
import { dialledDigits } from '../../../lib/phoneNumbers/dialledDigits';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import type { PhoneNumberOption } from './phoneNumberOption';
import { PhoneNumbersLoadingIndicator } from './PhoneNumbersLoadingIndicator';
import { phoneNumbersMenu } from './PhoneNumbersMenu';
import { shownFriendlyName } from './shownFriendlyName';

export interface PhoneNumberSelectProps {
  /** Sorted SMS-capable numbers: all of them, or those loaded so far while `loading`. */
  numbers: readonly string[];
  loading: boolean;
  value: string;
  onChange: (phoneNumber: string) => void;
  /** Unread inbound messages per number, shown beside it in the menu. */
  unreadCounts?: ReadonlyMap<string, number>;
  /** The provider's friendly names of the numbers: shown beside them, and found by the search. */
  friendlyNames?: Readonly<Record<string, string>>;
  /** Under the options: which of the account's numbers are not offered, and why. */
  leftOutNote?: string | null;
}

const NO_COUNTS: ReadonlyMap<string, number> = new Map();
const NO_NAMES: Readonly<Record<string, string>> = {};

export const PHONE_NUMBER_INPUT_ID = 'phone-number-select';

// react-select paints with its own fixed palette (white, greys, #2684ff). Its colours come from Bootstrap's
// variables instead, so the dropdown follows the light and dark modes with the rest of the page.
const colors: Partial<Theme['colors']> = {
  neutral0: 'var(--bs-body-bg)',
  neutral5: 'var(--bs-secondary-bg)',
  neutral10: 'var(--bs-secondary-bg)',
  neutral20: 'var(--bs-border-color)',
  neutral30: 'var(--bs-secondary-color)',
  // react-select's greys (hsl(0,0%,50%) and 60%) fall below 4.5:1 on white; Bootstrap's secondary text passes.
  neutral40: 'var(--bs-secondary-color)',
  neutral50: 'var(--bs-secondary-color)',
  neutral60: 'var(--bs-body-color)',
  neutral70: 'var(--bs-body-color)',
  neutral80: 'var(--bs-body-color)',
  neutral90: 'var(--bs-emphasis-color)',
  // The focused control's border: Bootstrap's link blue, which is lighter in dark mode, at 3:1 or more on both.
  primary: 'var(--bs-link-color)',
  primary25: 'var(--bs-primary-bg-subtle)',
  primary50: 'var(--bs-primary-border-subtle)',
  primary75: 'var(--bs-primary-border-subtle)',
};
const theme = (base: Theme): Theme => ({ ...base, colors: { ...base.colors, ...colors } });

const MUTED_TEXT = 'var(--bs-secondary-color)';
// Its selected option is white on #2684ff (3.6:1); Bootstrap's darker primary shades pass (6.4:1 and
// more), in both modes: the chosen option stands out the same way on a light or a dark menu.
const SELECTED_BACKGROUND = '#0a58ca';
const SELECTED_PRESSED_BACKGROUND = '#084298';
const FOCUS_MARK = 'var(--bs-link-color)';
const styles: StylesConfig<PhoneNumberOption, false> = {
  // Its border and shadow change at once on focus, as Bootstrap's fields do (decision 0039).
  // As tall as the toolbar's small buttons beside it (34 px, not 38): the page's chrome stays one short line.
  control: (base) => ({ ...base, transition: 'none', minHeight: 34 }),
  valueContainer: (base) => ({ ...base, paddingBlock: 0 }),
  // The text box as wide as the field, not as its typed text: a number opened from its address left it
  // 5 px wide beside the chosen number, a touch target too small to meet WCAG 2.2's 24 px.
  input: (base) => ({ ...base, gridTemplateColumns: '0 1fr' }),
  // One line at any width: wrapped on a phone, the box shrank by a line once a number was chosen and
  // moved everything under it (a layout shift).
  placeholder: (base) => ({
    ...base,
    color: MUTED_TEXT,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
  noOptionsMessage: (base) => ({ ...base, color: MUTED_TEXT }),
  loadingMessage: (base) => ({ ...base, color: MUTED_TEXT }),
  dropdownIndicator: (base) => ({ ...base, color: MUTED_TEXT, transition: 'none', paddingBlock: 6 }),
  clearIndicator: (base) => ({ ...base, transition: 'none', paddingBlock: 6 }),
  loadingIndicator: (base) => ({ ...base, paddingBlock: 6 }),
  // Its black shadow is all that sets the menu apart from the page, and is lost on a dark one. Above the
  // page as Bootstrap's own dropdowns are (z-index 1000): react-select's 1 left it under the pressed
  // button of a button group below it (List or Conversations), which took the clicks meant for an option.
  menu: (base) => ({
    ...base,
    zIndex: 1000,
    boxShadow: '0 0 0 1px var(--bs-border-color), 0 4px 11px rgba(0, 0, 0, 0.15)',
  }),
  option: (base, { isSelected, isFocused }) => {
    // The option the arrows are on: its tint alone (primary25) is all but lost on a dark menu, so a bar
    // marks it too: the focus colour on the menu (3:1 or more in both modes), white on the chosen one.
    const mark = isSelected ? '#fff' : FOCUS_MARK;
    const focused = isFocused ? { ...base, boxShadow: `inset 4px 0 0 ${mark}` } : base;
    return isSelected
      ? {
          ...focused,
          backgroundColor: SELECTED_BACKGROUND,
          color: '#fff',
          ':active': { backgroundColor: SELECTED_PRESSED_BACKGROUND },
        }
      : focused;
  },
};

const matchesTyped = createFilter<PhoneNumberOption>();
/** react-select's own search, a number typed as people write it, or the friendly name ('support'). */
function filterOptionWith(friendlyNames: Readonly<Record<string, string>>) {
  return (option: FilterOptionOption<PhoneNumberOption>, typed: string): boolean =>
    typed === '' ||
    matchesTyped(option, typed) ||
    matchesDialled(option.value, typed) ||
    matchesName(shownFriendlyName(friendlyNames[option.value]), typed);
}

function matchesName(name: string | null, typed: string): boolean {
  return name !== null && foldForSearch(name).includes(foldForSearch(typed.trim()));
}

/** '(415) 555-0100' matches by its digits, as in the message search: the labels group with spaces only. */
function matchesDialled(phoneNumber: string, typed: string): boolean {
  const digits = dialledDigits(typed);
  return digits !== null && digits !== '' && phoneNumber.replace(/\D/g, '').includes(digits);
}

function toOption(phoneNumber: string): PhoneNumberOption {
  return { value: phoneNumber, label: formatPhoneNumber(phoneNumber) };
}

/** A memo: react-select serialises all its styles on every render, and the page renders with each poll. */
export const PhoneNumberSelect = memo(function PhoneNumberSelect({
  numbers,
  loading,
  value,
  onChange,
  unreadCounts = NO_COUNTS,
  friendlyNames = NO_NAMES,
  leftOutNote = null,
}: PhoneNumberSelectProps) {
  // One set of components per note: a new Menu component each render would remount the open menu.
  const components = useMemo(
    () => ({ LoadingIndicator: PhoneNumbersLoadingIndicator, Menu: phoneNumbersMenu(leftOutNote) }),
    [leftOutNote],
  );
  const options = useMemo(() => numbers.map(toOption), [numbers]);
  const filterOption = useMemo(() => filterOptionWith(friendlyNames), [friendlyNames]);
  // Isolated in the menu and in the chosen value alike: react-select renders both through this. The
  // label stays as it is (searching still matches it); the friendly name and the unread count stand
  // beside it, in words.
  const formatOptionLabel = useCallback(
    (option: PhoneNumberOption, { context }: FormatOptionLabelMeta<PhoneNumberOption>) => {
      const unread = context === 'menu' ? (unreadCounts.get(option.value) ?? 0) : 0;
      const name = shownFriendlyName(friendlyNames[option.value]);
      return (
        <>
          <ProviderText>{option.label}</ProviderText>
          {name !== null && (
            <>
              {' · '}
              <ProviderText>{name}</ProviderText>
            </>
          )}
          {unread > 0 && <span className="badge rounded-pill text-bg-primary ms-2">{unread} unread</span>}
        </>
      );
    },
    [unreadCounts, friendlyNames],
  );
  // The very option object: react-select finds the selected option by identity to focus it on opening.
  const selected = useMemo(
    () => (value === '' ? null : (options.find((option) => option.value === value) ?? toOption(value))),
    [options, value],
  );
  const count = numbers.length;

  return (
    <div className="phone-number-select">
      <label htmlFor={PHONE_NUMBER_INPUT_ID} className="form-label">
        Phone number
      </label>
      <Select<PhoneNumberOption, false>
        inputId={PHONE_NUMBER_INPUT_ID}
        options={options}
        value={selected}
        onChange={(option) => {
          if (option) onChange(option.value);
        }}
        isSearchable
        filterOption={filterOption}
        isLoading={loading}
        placeholder={loading ? 'Loading phone numbers...' : 'Select (or type) a phone number...'}
        noOptionsMessage={() => 'No options'}
        loadingMessage={() => 'Loading...'}
        maxMenuHeight={300}
        minMenuHeight={140}
        pageSize={5}
        openMenuOnClick
        tabSelectsValue
        styles={styles}
        theme={theme}
        components={components}
        formatOptionLabel={formatOptionLabel}
      />
      <div role="status" className="form-text">
        {loading &&
          count > 0 &&
          `${count} phone number${count === 1 ? '' : 's'} loaded so far, more on the way`}
      </div>
    </div>
  );
});
