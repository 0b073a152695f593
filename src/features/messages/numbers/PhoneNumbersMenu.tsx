import { components, type MenuProps } from 'react-select';
import type { PhoneNumberOption } from './phoneNumberOption';

/**
 * The dropdown's menu with a line under the options saying which of the account's numbers are not among
 * them and why ('1 of the account's numbers is not offered (1 cannot send SMS).'): said where the person
 * looks for a number, outside the listbox, whose children may only be options.
 */
export function phoneNumbersMenu(leftOutNote: string | null) {
  return function PhoneNumbersMenu(props: MenuProps<PhoneNumberOption, false>) {
    return (
      <components.Menu {...props}>
        {props.children}
        {leftOutNote !== null && <p className="phone-number-select__left-out small mb-0">{leftOutNote}</p>}
      </components.Menu>
    );
  };
}
