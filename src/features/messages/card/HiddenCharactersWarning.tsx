import { WarningIcon } from '../../../components/icons/WarningIcon';

/** Beside a number hiding characters, wherever it is shown. */
export function HiddenCharactersWarning({ id }: { id?: string }) {
  return (
    <span id={id} className="hidden-characters-warning">
      <WarningIcon className="hidden-characters-warning__icon" />
      This number contains hidden characters
    </span>
  );
}
