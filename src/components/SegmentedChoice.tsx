import { Fragment, useId } from 'react';

export interface SegmentedChoiceProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** More classes for the group, for its place on the page. */
  className?: string;
  /** While the form it belongs to is busy: seen, not changed. */
  disabled?: boolean;
}

/** Native radios drawn as one segmented button: one Tab stop, arrows change it, a screen reader names it. */
export function SegmentedChoice<T extends string>({
  label,
  choices,
  value,
  onChange,
  className = '',
  disabled = false,
}: SegmentedChoiceProps<T>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`btn-group btn-group-sm ${className}`.trim()}>
      {choices.map((choice) => (
        <Fragment key={choice.value}>
          <input
            type="radio"
            className="btn-check"
            name={id}
            id={`${id}-${choice.value}`}
            checked={value === choice.value}
            disabled={disabled}
            onChange={() => onChange(choice.value)}
          />
          <label className="btn btn-outline-secondary" htmlFor={`${id}-${choice.value}`}>
            {choice.label}
          </label>
        </Fragment>
      ))}
    </div>
  );
}
