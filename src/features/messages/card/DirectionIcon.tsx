import type { CSSProperties } from 'react';
import { ArrowUpRightIcon } from '../../../components/icons/ArrowUpRightIcon';

const INBOUND_STYLE: CSSProperties = { transform: 'rotate(180deg)' };

/**
 * An arrow leaving the number (outbound), turned around for inbound. Decorative: the card says
 * 'Inbound' or 'Outbound' in words beside it (on a phone, for screen readers, with the Direction field in
 * view), so neither colour nor shape is the only cue and a screen reader does not hear the direction twice.
 */
export function DirectionIcon({ inbound }: { inbound: boolean }) {
  return (
    <ArrowUpRightIcon
      size={20}
      className={inbound ? 'direction-icon text-success' : 'direction-icon text-primary'}
      style={inbound ? INBOUND_STYLE : undefined}
    />
  );
}
