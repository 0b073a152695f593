/** What the body costs as SMS and which character made it UCS-2; it only reports, never limits. */
import { ProviderText } from '../../../components/ProviderText';
import { revealHiddenCharacters } from '../../../lib/phoneNumbers/hiddenCharacters';
import { useSegmentInfo } from './useSegmentInfo';

export interface SegmentCounterProps {
  body: string;
  /**
   * Another sentence follows in the field's description (the reply box's): a full stop ends each line. It
   * is shown, since a visually hidden span would be read as a block of its own ('segments . Enter…').
   */
  followed?: boolean;
}

export function SegmentCounter({ body, followed = false }: SegmentCounterProps) {
  const info = useSegmentInfo(body);
  const fullStop = followed && '.';
  if (info === null) return <span className="d-block">Counting SMS segments…{fullStop}</span>;
  const { characters, encoding, segments, firstNonGsmCharacter } = info;
  return (
    <>
      <span className="d-block">
        {plural(characters, 'character')} · {encoding} · {plural(segments, 'SMS segment')}
        {fullStop}
      </span>
      {firstNonGsmCharacter !== null && (
        <>
          {/* The field's description reads both lines as one text: the space keeps them apart. */}{' '}
          <span className="d-block">
            {/* Isolated, so a right-to-left letter cannot reorder the sentence around it; written out
                when invisible (a zero-width space, a bidi control), so the person can find it. */}
            UCS-2 because of “
            <ProviderText clipped>{revealHiddenCharacters(firstNonGsmCharacter)}</ProviderText>”{fullStop}
          </span>
        </>
      )}
    </>
  );
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
