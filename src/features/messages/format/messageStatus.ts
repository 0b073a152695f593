/** What each of Twilio's message statuses means: its words, a tone for the badge, and whether it is final. */

export type StatusTone = 'success' | 'danger' | 'warning' | 'info' | 'secondary';

export interface StatusInfo {
  /** The words to show. Twilio's own term, spaced, so the card still reads as the status Twilio sent. */
  words: string;
  tone: StatusTone;
  /** No later status will follow: a carrier's last word (delivered, undelivered, failed) or an end state. */
  final: boolean;
  /** False for a status this app does not know: its words are then the provider's text, shown as such. */
  known: boolean;
}

const KNOWN: Readonly<Record<string, Omit<StatusInfo, 'known'>>> = {
  // On its way: Twilio or the carrier still has it.
  accepted: { words: 'accepted', tone: 'info', final: false },
  scheduled: { words: 'scheduled', tone: 'info', final: false },
  queued: { words: 'queued', tone: 'info', final: false },
  sending: { words: 'sending', tone: 'info', final: false },
  // Handed to the carrier; 'delivered' or 'undelivered' may still follow, so following goes on.
  sent: { words: 'sent', tone: 'info', final: false },
  receiving: { words: 'receiving', tone: 'info', final: false },
  // Arrived.
  delivered: { words: 'delivered', tone: 'success', final: true },
  read: { words: 'read', tone: 'success', final: true },
  received: { words: 'received', tone: 'success', final: true },
  // Reached some of its recipients, or was stopped before it left: neither success nor failure.
  partially_delivered: { words: 'partially delivered', tone: 'warning', final: false },
  canceled: { words: 'canceled', tone: 'warning', final: true },
  // Did not arrive.
  undelivered: { words: 'undelivered', tone: 'danger', final: true },
  failed: { words: 'failed', tone: 'danger', final: true },
};

export function statusInfo(status: string): StatusInfo {
  // Own keys only: a status of 'constructor' or 'toString' is provider text, not one of ours.
  const known = Object.hasOwn(KNOWN, status) ? KNOWN[status] : undefined;
  if (known) return { ...known, known: true };
  // Not in Twilio's list (or no status at all): shown as it came, neutral.
  return { words: status === '' ? 'unknown' : status, tone: 'secondary', final: false, known: false };
}

export function isFinalStatus(status: string): boolean {
  return statusInfo(status).final;
}

/** The statuses that come with an error code worth explaining (Twilio sets error_code on these). */
export function isDeliveryFailure(status: string): boolean {
  return status === 'undelivered' || status === 'failed';
}
