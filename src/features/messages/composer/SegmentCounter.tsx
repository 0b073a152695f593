/**
 * Under the Message field: what the body costs as SMS, and which character made it UCS-2 (one 'ç' or
 * emoji more than halves what fits in a segment). It only reports; the spec's rules decide what is typed.
 */
import { ProviderText } from '../../../components/ProviderText';
import { revealHiddenCharacters } from '../format/hiddenCharacters';
import { segmentInfo } from './segmentInfo';

export interface SegmentCounterProps {
  body: string;
  /**
   * Another sentence follows in the field's description (the reply box's), which reads the lines as one
   * text: a full stop then ends each of them. The Composer's description ends with the counter and needs
   * none. The stop is shown, not put in a visually hidden span: the description counts such a span as a
   * block of its own and would read 'segments . Enter…'.
   */
  followed?: boolean;
}

export function SegmentCounter({ body, followed = false }: SegmentCounterProps) {
  const { characters, encoding, segments, firstNonGsmCharacter } = segmentInfo(body);
  const fullStop = followed && '.';
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
