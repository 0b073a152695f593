import type { CSSProperties } from 'react';
import { ArrowUpRightIcon } from '../../../components/icons/ArrowUpRightIcon';

const INBOUND_STYLE: CSSProperties = { transform: 'rotate(180deg)' };

/** Decorative: the card says the direction in words, so colour and shape are never the only cue. */
export function DirectionIcon({ inbound }: { inbound: boolean }) {
  return (
    <ArrowUpRightIcon
      size={20}
      className={inbound ? 'direction-icon text-success' : 'direction-icon text-primary'}
      style={inbound ? INBOUND_STYLE : undefined}
    />
  );
}
