import { useId } from 'react';
import { formatPhoneNumber } from '../../../../lib/phoneNumbers/formatPhoneNumber';

export interface NumberFilterSelectProps {
  /** The account's numbers to choose from. */
  numbers: readonly string[];
  /** The number whose conversations are shown; '' for every number. */
  value: string;
  onChange: (value: string) => void;
}

/** All numbers' conversations narrowed to those on one of the account's numbers. */
export function NumberFilterSelect({ numbers, value, onChange }: NumberFilterSelectProps) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="form-label mb-0">
        Number
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Every number</option>
        {numbers.map((number) => (
          <option key={number} value={number}>
            {formatPhoneNumber(number)}
          </option>
        ))}
      </select>
    </div>
  );
}
