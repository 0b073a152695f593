import { useId, useState } from 'react';
import { ProviderText } from '../../../components/ProviderText';
import { exceedsLines } from './tallText';

/** Taller than this, a body starts collapsed to it (messages.css), so one message never fills the screen. */
const COLLAPSED_LINES = 10;
const CHARS_PER_LINE = 80;

/** A message body; a tall one is collapsed behind 'Show all' (docs/decisions/0007). */
export function MessageBody({ body }: { body: string }) {
  if (!exceedsLines(body, COLLAPSED_LINES, CHARS_PER_LINE)) {
    return (
      <ProviderText clipped block className="message-card__body">
        {body}
      </ProviderText>
    );
  }
  return <CollapsibleBody body={body} />;
}

/** Collapsed by CSS only: the whole text stays in the page for find-in-page, copying and screen readers. */
function CollapsibleBody({ body }: { body: string }) {
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <ProviderText
        clipped
        block
        id={bodyId}
        className={expanded ? 'message-card__body' : 'message-card__body message-card__body--collapsed'}
      >
        {body}
      </ProviderText>
      <button
        type="button"
        className="btn btn-link btn-sm p-0 d-block"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show less' : 'Show all'}
      </button>
    </>
  );
}
