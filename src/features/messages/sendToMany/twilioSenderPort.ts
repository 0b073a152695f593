/** The bulk sender's port to Twilio: one send, and a look at the account for a send whose answer was lost. */
import { listMessagesPage, sendMessage } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import { ProviderError, errorNameAndMessage } from '../../../lib/twilio/errors';
import type { AttemptResult, BulkRecipient, CheckResult, SenderPort } from './bulkSender';

/** Clocks differ: a message Twilio dated this much before the run started still counts as the run's. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** The newest messages from the number to the recipient that are looked at. */
const CHECKED_MOST = 20;

/** What a failed send means for the run, and why in words. */
export function attemptFailure(error: unknown): AttemptResult {
  if (!(error instanceof ProviderError)) return { kind: 'uncertain', reason: errorNameAndMessage(error) };
  // The sign-in wording for a network error speaks of credentials; here the send had no answer.
  if (error.kind === 'network') return { kind: 'uncertain', reason: 'No answer came back from Twilio' };
  if (error.kind === 'unreadable') return { kind: 'uncertain', reason: "Twilio's answer could not be read" };
  const reason = errorNameAndMessage(error);
  const status = error.status ?? 0;
  if (status === 429) return { kind: 'rate-limited' };
  // Refused credentials or a suspended account: nobody else would get it either.
  if (status === 401 || status === 403) return { kind: 'stop', reason };
  if (status >= 400 && status < 500) return { kind: 'refused', reason };
  return { kind: 'uncertain', reason };
}

export function twilioSenderPort(credentials: Credentials, from: string): SenderPort {
  return {
    async send(recipient: BulkRecipient): Promise<AttemptResult> {
      try {
        const message = await sendMessage(credentials, { to: recipient.to, from, body: recipient.body });
        // Twilio took it; an answer without a readable message still means it went (its SID unknown).
        return { kind: 'sent', sid: message?.sid ?? '' };
      } catch (error) {
        return attemptFailure(error);
      }
    },
    async findSent(recipient: BulkRecipient, sinceMs: number): Promise<CheckResult> {
      try {
        const page = await listMessagesPage(credentials, {
          stream: { from, to: recipient.to },
          pageSize: CHECKED_MOST,
        });
        const sinceRun = page.messages.filter(
          (message) => message.dateCreatedMs === null || message.dateCreatedMs >= sinceMs - CLOCK_SLACK_MS,
        );
        const found = sinceRun.find((message) => message.body === recipient.body);
        if (found !== undefined) return { kind: 'found', sid: found.sid };
        // Another text to them since the run began may be this one, changed on the way: nobody can tell.
        return sinceRun.length === 0 ? { kind: 'absent' } : { kind: 'unknown' };
      } catch {
        return { kind: 'unknown' };
      }
    },
    wait(ms: number, signal: AbortSignal): Promise<void> {
      return new Promise((resolve) => {
        if (signal.aborted) return resolve();
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          resolve();
        }
        signal.addEventListener('abort', done);
      });
    },
    now: () => Date.now(),
  };
}
