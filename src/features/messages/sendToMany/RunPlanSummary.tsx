import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import type { RunPlan } from './planRun';
import type { RecipientList } from './recipients';
import { RECIPIENTS_MOST } from './recipients';
import { counted, formatCount } from '../../../lib/text/formatCount';

/** How many are shown of a list of people left out; the count says how many more. */
const LISTED_MOST = 20;
/** The first messages shown as they will read. */
const PREVIEWED = 3;

function who(name: string, number: string): string {
  return name === '' ? formatPartyNumber(number) : `${name} (${formatPartyNumber(number)})`;
}

/**
 * What Send will do, before it does it: how many get the message and what it costs in segments, who is
 * left out and why, and the first messages as their recipients will read them.
 */
export function RunPlanSummary({ list, plan }: { list: RecipientList; plan: RunPlan }) {
  const { messages, optedOut, missing, segments } = plan;
  const leftOut = [
    ...list.problems.map(({ line, reason }) => `Line ${line}: ${reason}`),
    ...optedOut.map(
      ({ recipient, optOut }) =>
        `${who(recipient.name, recipient.number)}: opted out (replied ${optOut.keyword}); Twilio would refuse it.`,
    ),
    ...missing.map(
      ({ recipient, variables }) =>
        `${who(recipient.name, recipient.number)}: no value for ${variables.join(', ')} (they have no name in the list or in Contacts).`,
    ),
  ];
  const perMessage =
    segments.least === segments.most
      ? counted(segments.most, 'segment', 'segments')
      : `${segments.least} to ${segments.most} segments`;
  return (
    <section aria-labelledby="send-to-many-review" className="send-to-many__review mb-3">
      <h2 id="send-to-many-review" className="h5">
        Review
      </h2>
      <p className="mb-2">
        {messages.length === 0 ? (
          'Nobody to send to yet.'
        ) : (
          <>
            <span className="fw-semibold">
              {counted(messages.length, 'person gets', 'people get')} the message
            </span>
            : {perMessage} each, {counted(segments.total, 'segment', 'segments')} in all.
          </>
        )}
        {list.repeated > 0 &&
          ` ${counted(list.repeated, 'repeated number was', 'repeated numbers were')} taken once.`}
        {list.beyondMost > 0 &&
          ` ${counted(list.beyondMost, 'number', 'numbers')} beyond the first ${formatCount(RECIPIENTS_MOST)} left out.`}
      </p>
      {leftOut.length > 0 && (
        <details className="mb-2">
          <summary>{counted(leftOut.length, 'left out', 'left out')}</summary>
          <ul className="small mb-0">
            {leftOut.slice(0, LISTED_MOST).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {leftOut.length > LISTED_MOST && (
              <li>and {counted(leftOut.length - LISTED_MOST, 'more', 'more')}.</li>
            )}
          </ul>
        </details>
      )}
      {messages.length > 0 && (
        <>
          <h3 className="h6">
            {messages.length > PREVIEWED ? `The first ${PREVIEWED} messages` : 'The messages'}
          </h3>
          <ol className="send-to-many__preview list-unstyled mb-0">
            {messages.slice(0, PREVIEWED).map(({ recipient, name, body }) => (
              <li key={recipient.number}>
                <span className="fw-semibold">To {who(name, recipient.number)}</span>
                <p className="mb-0">{body}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
