import { useId } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { ProviderText } from '../../components/ProviderText';
import { hasHiddenCharacters, revealHiddenCharacters } from './hiddenCharacters';

/** A card's From or To: the number, isolated, with its copy button; marked when it hides characters. */
export function PartyNumber({ value }: { value: string }) {
  if (value === '') return null;
  if (hasHiddenCharacters(value)) return <SuspiciousNumber value={value} />;
  return (
    <>
      <ProviderText clipped>{value}</ProviderText>
      <CopyButton value={value} />
    </>
  );
}

/**
 * Shown with its hidden characters written out, so '\u202E1234-555-514+' cannot pass for '+415-555-4321',
 * and a warning in words beside it. Copying takes what is shown: the raw value, pasted elsewhere, would
 * show the same lie there.
 */
function SuspiciousNumber({ value }: { value: string }) {
  const warningId = useId();
  const shown = revealHiddenCharacters(value);
  return (
    <>
      <ProviderText clipped>{shown}</ProviderText>
      <CopyButton value={shown} describedBy={warningId} />
      <span id={warningId} className="hidden-characters-warning">
        <WarningIcon />
        This number contains hidden characters
      </span>
    </>
  );
}

function WarningIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      className="hidden-characters-warning__icon"
    >
      <path d="M8.982 1.566a1.13 1.13 0 0 0-1.96 0L.165 13.233c-.457.778.091 1.767.98 1.767h13.713c.889 0 1.438-.99.98-1.767zM8 5c.535 0 .954.462.9.995l-.35 3.507a.552.552 0 0 1-1.1 0L7.1 5.995A.905.905 0 0 1 8 5m.002 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2" />
    </svg>
  );
}
