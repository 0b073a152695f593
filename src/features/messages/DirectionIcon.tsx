import type { CSSProperties } from 'react';

const INBOUND_STYLE: CSSProperties = { transform: 'rotate(180deg)' };

/**
 * An arrow leaving the number (outbound), turned around for inbound. Decorative: the card says
 * 'Inbound' or 'Outbound' in words beside it, so neither colour nor shape is the only cue and a screen
 * reader does not hear the direction twice.
 */
export function DirectionIcon({ inbound }: { inbound: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 16 16"
      fill="currentColor"
      className={inbound ? 'direction-icon text-success' : 'direction-icon text-primary'}
      style={inbound ? INBOUND_STYLE : undefined}
    >
      <path
        fillRule="evenodd"
        d="M14 2.5a.5.5 0 0 0-.5-.5h-6a.5.5 0 0 0 0 1h4.793L2.146 13.146a.5.5 0 0 0 .708.708L13 3.707V8.5a.5.5 0 0 0 1 0z"
      />
    </svg>
  );
}
