import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Field } from '../../../components/Field';
import { RetryButton } from '../../../components/RetryButton';
import { phoneNumbersQuery } from '../../../lib/accountNumbers/phoneNumbersQuery';
import { saveContactNames, useContacts } from '../../../lib/contacts/contacts';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { homeCountryOf } from '../../../lib/phoneNumbers/internationalNumbers';
import { unfilledVariables } from '../../../lib/templates/fillTemplate';
import { errorMessage } from '../../../lib/twilio/errors';
import { REPLY_MOST } from '../composer/composerRules';
import { useMessageLengthRules } from '../composer/useMessageLengthRules';
import { keywordOf, optOutsIn } from '../optOuts/optOuts';
import { byTimeThenSid } from '../queries/messageOrder';
import { messagesQuery } from '../queries/messagesQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { TemplateTextarea } from '../templates/TemplateTextarea';
import { TemplatesMenu } from '../templates/TemplatesMenu';
import { useTemplateInsertion } from '../templates/useTemplateInsertion';
import { planRun } from './planRun';
import { RecipientsInput } from './RecipientsInput';
import { fileRecipients, pastedRecipients } from './recipients';
import type { ReadContactsFile } from '../../../lib/contactsFiles/contactsFile';
import { RunPlanSummary } from './RunPlanSummary';
import { RunProgress } from './RunProgress';
import { useBulkRun } from './useBulkRun';
import './sendToMany.css';
import { counted, formatCount } from '../../../lib/text/formatCount';

/** Messages a second: a US long code's limit first, a short code's last (Twilio's defaults). */
export const PACES = [
  { perSecond: 1, label: '1 a second (a long code’s limit)' },
  { perSecond: 3, label: '3 a second (a toll-free number’s limit)' },
  { perSecond: 10, label: '10 a second' },
  { perSecond: 30, label: '30 a second' },
  { perSecond: 100, label: '100 a second (a short code’s limit)' },
] as const;

const NO_OPT_OUTS = new Map();

/**
 * One message to many people from one of the account's numbers: the recipients typed or from a file, the
 * text (a template's variables filled per person), a review of who gets what and who is left out, then a
 * paced run that can be paused, resumed and cancelled, and ends with what happened to each recipient.
 */
export function SendToManyView() {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const numbers = useQuery(phoneNumbersQuery(credentials, queryClient));
  const fromId = useId();
  const paceId = useId();
  const [chosenFrom, setChosenFrom] = useState<string | null>(null);
  const from = chosenFrom ?? numbers.data?.numbers[0] ?? '';
  const [typed, setTyped] = useState('');
  const [file, setFile] = useState<{ name: string; read: ReadContactsFile } | null>(null);
  const [text, setText] = useState('');
  const [perSecond, setPerSecond] = useState<number>(PACES[0].perSecond);
  const [saveNames, setSaveNames] = useState(true);
  const [tried, setTried] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const lengthRules = useMessageLengthRules(setText, REPLY_MOST);
  const templates = useTemplateInsertion({
    accountSid: credentials.accountSid,
    // Every variable is filled per person when the run is planned, {my_number} too: From may change.
    to: '',
    from: '',
    text,
    onText: setText,
    most: REPLY_MOST,
    onRefused: lengthRules.refuse,
    fieldRef: textRef,
  });
  const contacts = useContacts(credentials.accountSid);
  const bulk = useBulkRun(credentials);

  // Who replied STOP, from the number's latest messages (the Messages page's first load of it).
  const history = useQuery({ ...messagesQuery(credentials, from), enabled: from !== '' });
  const optOuts = useMemo(
    () =>
      history.data === undefined
        ? NO_OPT_OUTS
        : optOutsIn(
            history.data.messages.filter((message) => keywordOf(message) !== null).sort(byTimeThenSid),
          ),
    [history.data],
  );

  const country = from === '' ? null : homeCountryOf(from);
  // Read again when From changes country: a national number is read as the sending number's country's.
  const list = useMemo(
    () => (file === null ? pastedRecipients(typed, country) : fileRecipients(file.read, country)),
    [file, typed, country],
  );
  const plan = useMemo(
    () => planRun(list.recipients, text, { from, contacts, optOuts }),
    [list, text, from, contacts, optOuts],
  );
  const newNames = plan.messages.filter(
    ({ recipient }) => recipient.name !== '' && contacts[recipient.number]?.name !== recipient.name,
  );
  const textProblem = text.trim() === '' ? 'Write the message to send.' : null;
  const noOne = plan.messages.length === 0 ? 'Add at least one number that can get the message.' : null;
  const running = bulk.run !== null;

  function start(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (from === '' || textProblem !== null || noOne !== null) {
      if (textProblem !== null) textRef.current?.focus();
      return;
    }
    if (saveNames && newNames.length > 0)
      saveContactNames(
        credentials.accountSid,
        new Map(newNames.map(({ recipient }) => [recipient.number, recipient.name])),
      );
    bulk.start(from, plan.messages, perSecond);
  }

  const unfilledHint =
    unfilledVariables(text).length > 0
      ? 'Each recipient gets their own name in place of the variables; those without one are left out (see Review).'
      : null;

  return (
    <>
      <p className="text-body-secondary">
        One message to a list of people, sent one at a time from one of your numbers at a pace Twilio accepts.
        Nobody gets it twice: a send whose answer was lost is checked against your messages before it is tried
        again.
      </p>
      <form noValidate onSubmit={start} aria-label="Send to many">
        <fieldset disabled={running}>
          <div className="mb-3">
            <label htmlFor={fromId} className="form-label">
              From
            </label>
            {numbers.isError ? (
              <div role="alert" className="d-flex flex-wrap align-items-center gap-2">
                <span id={`${fromId}-failure`} className="text-danger">
                  Could not load your phone numbers: {errorMessage(numbers.error)}
                </span>
                <RetryButton
                  onRetry={() => void numbers.refetch()}
                  busy={numbers.isFetching}
                  focusAfterSuccessId={fromId}
                  describedBy={`${fromId}-failure`}
                />
              </div>
            ) : (
              <select
                id={fromId}
                className="form-select"
                value={from}
                onChange={(event) => setChosenFrom(event.target.value)}
              >
                {numbers.data === undefined && <option value="">Loading your numbers…</option>}
                {numbers.data?.numbers.map((phoneNumber) => (
                  <option key={phoneNumber} value={phoneNumber}>
                    {formatPartyNumber(phoneNumber)}
                  </option>
                ))}
              </select>
            )}
          </div>
        </fieldset>
        <RecipientsInput
          country={country}
          text={typed}
          onText={setTyped}
          file={file}
          onFile={setFile}
          disabled={running}
        />
        <fieldset disabled={running}>
          <Field
            label="Message"
            error={tried && textProblem !== null ? textProblem : null}
            hint={lengthRules.note ?? unfilledHint}
            announceHint
          >
            {(control) => (
              <TemplateTextarea
                control={control}
                insertion={templates}
                opens="down"
                ref={textRef}
                rows={4}
                value={text}
                onChange={lengthRules.onChange}
                onPaste={lengthRules.onPaste}
              />
            )}
          </Field>
          <div className="mb-3">
            <TemplatesMenu
              accountSid={credentials.accountSid}
              insertion={templates}
              text={text}
              opens="down"
            />
          </div>
          <div className="mb-3">
            <label htmlFor={paceId} className="form-label">
              Pace
            </label>
            <select
              id={paceId}
              className="form-select send-to-many__pace"
              value={perSecond}
              aria-describedby={`${paceId}-hint`}
              onChange={(event) => setPerSecond(Number(event.target.value))}
            >
              {PACES.map(({ perSecond: pace, label }) => (
                <option key={pace} value={pace}>
                  {label}
                </option>
              ))}
            </select>
            <div id={`${paceId}-hint`} className="form-text">
              Faster than the number allows, Twilio queues or refuses messages (429); the run then slows down
              by itself.
            </div>
          </div>
          {newNames.length > 0 && (
            <div className="form-check mb-3">
              <input
                id={`${paceId}-names`}
                type="checkbox"
                className="form-check-input"
                checked={saveNames}
                onChange={(event) => setSaveNames(event.target.checked)}
              />
              <label htmlFor={`${paceId}-names`} className="form-check-label">
                Add the {formatCount(newNames.length)} names from the list to Contacts
              </label>
            </div>
          )}
        </fieldset>
        {!running && (
          <>
            <RunPlanSummary list={list} plan={plan} />
            {tried && noOne !== null && (
              <p role="alert" className="text-danger">
                {noOne}
              </p>
            )}
            <button type="submit" className="btn btn-primary">
              {plan.messages.length > 0
                ? `Send to ${counted(plan.messages.length, 'person', 'people')}`
                : 'Send'}
            </button>
          </>
        )}
      </form>
      {bulk.run !== null && (
        <RunProgress
          key={bulk.run.id}
          run={bulk.run}
          onNew={() => {
            // The same list again would send them all a second message: it starts empty, the text stays.
            bulk.clear();
            setTyped('');
            setFile(null);
            setTried(false);
          }}
          onSendAgain={(messages) => bulk.start(bulk.run!.from, messages, bulk.run!.perSecond)}
        />
      )}
    </>
  );
}
