/** One option of the phone-number dropdown: the raw number as its value, the number as shown as its label. */
export interface PhoneNumberOption {
  value: string;
  label: string;
}
