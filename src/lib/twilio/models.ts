/** The app's view of provider data, converted from Twilio's snake_case wire shapes in `wire.ts`. */

export interface Message {
  sid: string;
  direction: string;
  /** The spec: a direction containing 'inbound' is inbound, anything else outbound. */
  isInbound: boolean;
  from: string;
  to: string;
  /** As Twilio sent it (RFC 2822). */
  dateCreated: string;
  /** Milliseconds since the epoch; null when Twilio sent no date or one that cannot be read. */
  dateCreatedMs: number | null;
  status: string;
  body: string;
  /** How many media files Twilio says are attached; null when the answer did not say. */
  numMedia: number | null;
  // From here on the fields are optional on the wire: absent or unreadable, each is null on its own.
  /** Why an undelivered or failed message did not arrive (30003…). */
  errorCode: number | null;
  /** Twilio's own short text for the error code: provider text, shown only through ProviderText. */
  errorMessage: string | null;
  /** When the message left Twilio (null before it did, and for inbound messages Twilio did not date). */
  dateSentMs: number | null;
  numSegments: number | null;
  /** As Twilio wrote it ('-0.00790'): a decimal string, never rounded through a float. */
  price: string | null;
  priceUnit: string | null;
}

export interface MediaFile {
  sid: string;
  contentType: string;
  /** Absolute URL of the media bytes, always on the provider's host. */
  url: string;
}

/** A Messaging Service of the account: a pool of senders that can also schedule messages. */
export interface MessagingService {
  /** MG… */
  sid: string;
  friendlyName: string;
  /** The pool's phone numbers (E.164), in the order the provider lists them. */
  numbers: string[];
}
