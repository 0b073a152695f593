import { useState } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { LazyContactNameDialog } from '../../../components/LazyContactNameDialog';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { ProviderText } from '../../../components/ProviderText';
import type { Message } from '../../../lib/twilio/models';
import { DeliveryError } from './DeliveryError';
import { formatFullDate } from '../../../lib/dates/formatDateTime';
import { formatPrice } from '../../../lib/money/formatPrice';
import { mediaKindOrType } from '../media/mediaKind';
import { useMedia } from '../media/useMedia';
import { counted } from '../../../lib/text/formatCount';

export interface MessageDetailsProps {
  message: Message;
  id: string;
  /** The other party (the sender of an inbound message, else the recipient) and the name it was given. */
  party: string;
  partyName: string | null;
  onDelete?: (message: Message) => void;
  onRedact?: (message: Message) => void;
  onCancelScheduled?: (message: Message) => void;
}

/**
 * What Twilio says beyond the card's fields, and the other party's name with the way to give or change it;
 * rendered only when asked for, so a long list pays nothing.
 */
export function MessageDetails({
  message,
  id,
  party,
  partyName,
  onDelete,
  onRedact,
  onCancelScheduled,
}: MessageDetailsProps) {
  const { accountSid } = useSignedInCredentials();
  const [naming, setNaming] = useState(false);
  return (
    <dl id={id} className="message-details small">
      <dt>Name</dt>
      <dd>
        {partyName ?? 'None'}{' '}
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          onClick={() => setNaming(true)}
        >
          {partyName === null ? 'Add name' : 'Edit name'}
        </button>
        {naming && (
          <LazyContactNameDialog
            accountSid={accountSid}
            number={party}
            numberLabel={formatPartyNumber(party)}
            currentName={partyName ?? ''}
            onHide={() => setNaming(false)}
          />
        )}
      </dd>
      {/* Whole and copyable: a phone's card cuts the id short, and Twilio's support asks for it. */}
      <dt>Message SID</dt>
      <dd>
        <ProviderText clipped>{message.sid}</ProviderText>
        <CopyButton value={message.sid} label="message SID" />
      </dd>
      <dt>Segments</dt>
      <dd>{message.numSegments ?? 'Not given'}</dd>
      <dt>Price</dt>
      <dd>
        {message.price === null ? (
          'Not priced yet'
        ) : (
          <ProviderText clipped>
            {formatPrice(message.price, message.priceUnit) ??
              `${message.price} ${message.priceUnit ?? ''}`.trim()}
          </ProviderText>
        )}
      </dd>
      <dt>Date sent</dt>
      <dd>{message.dateSentMs === null ? 'Not sent yet' : formatFullDate(message.dateSentMs)}</dd>
      <dt>Error</dt>
      <dd>
        {message.errorCode === null ? (
          'None'
        ) : (
          <DeliveryError code={message.errorCode} providerMessage={message.errorMessage} />
        )}
      </dd>
      <dt>Media</dt>
      <dd>{message.numMedia === 0 ? 'None' : <MediaSummary message={message} />}</dd>
      {(onDelete !== undefined || onRedact !== undefined) && (
        <>
          <dt>At Twilio</dt>
          <dd className="d-flex flex-wrap gap-2">
            {onCancelScheduled !== undefined && message.status === 'scheduled' && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-haspopup="dialog"
                onClick={() => onCancelScheduled(message)}
              >
                Cancel sending
              </button>
            )}
            {/* Kept once the text is gone, unavailable: the dialog gives the focus back to it. */}
            {onRedact !== undefined && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-haspopup={message.body === '' ? undefined : 'dialog'}
                aria-disabled={message.body === '' || undefined}
                onClick={() => {
                  if (message.body !== '') onRedact(message);
                }}
              >
                {message.body === '' ? 'No text to remove' : 'Remove text'}
              </button>
            )}
            {onDelete !== undefined && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-haspopup="dialog"
                onClick={() => onDelete(message)}
              >
                Delete message
              </button>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}

/** How many files, and of which types: the types come from the media lookup the card shares (cached). */
function MediaSummary({ message }: { message: Message }) {
  const media = useMedia(message.sid, true);
  const count = message.numMedia ?? media.data?.files.length;
  const countText = count === undefined ? '' : counted(count, 'file', 'files');
  if (media.isPending) return <>{countText || 'Looking up…'}</>;
  if (media.isError) return <>{countText} (their types could not be looked up)</>;
  const types = media.data.files.map((file) => mediaKindOrType(file.contentType));
  return (
    <>
      {countText}
      {types.length > 0 && (
        <>
          {': '}
          <ProviderText clipped>{types.join(', ')}</ProviderText>
        </>
      )}
    </>
  );
}
