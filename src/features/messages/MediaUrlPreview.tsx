import { useId, useState, type Ref } from 'react';
import { ProviderText } from '../../components/ProviderText';
import { useAnnounce } from '../../components/useAnnounce';
import { MEDIA_PREVIEW_FAILED } from './mediaUrlRules';

export interface MediaUrlPreviewProps {
  url: string;
  /** 1-based place in the list, as the person counts. */
  position: number;
  disabled: boolean;
  onRemove: () => void;
  removeRef: Ref<HTMLButtonElement>;
}

/**
 * One image added by URL, before sending: a thumbnail of the public address, the address, and Remove.
 * The thumbnail is a plain <img> of someone else's public file: no credentials of ours can go with it
 * (they live in sessionStorage and go only in the Authorization header of provider calls), and
 * `no-referrer` keeps the app's address from that host. A preview that fails does not stop the send
 * (docs/decisions/0020-mms-by-url.md).
 */
export function MediaUrlPreview({ url, position, disabled, onRemove, removeRef }: MediaUrlPreviewProps) {
  const [failed, setFailed] = useState(false);
  const announce = useAnnounce();
  const noteId = useId();
  return (
    <li className="media-url-preview">
      {failed ? (
        <span className="media-url-preview__image media-url-preview__image--failed" aria-hidden="true">
          ?
        </span>
      ) : (
        <img
          className="media-url-preview__image"
          src={url}
          alt={`Preview of attachment ${position}`}
          referrerPolicy="no-referrer"
          decoding="async"
          onError={() => {
            setFailed(true);
            announce(`Image ${position}: ${MEDIA_PREVIEW_FAILED}`);
          }}
        />
      )}
      <div className="media-url-preview__text small">
        <ProviderText className="text-break">{url}</ProviderText>
        {failed && (
          <p id={noteId} className="text-danger mb-0">
            {MEDIA_PREVIEW_FAILED}
          </p>
        )}
      </div>
      <button
        ref={removeRef}
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={disabled}
        onClick={onRemove}
        aria-label={`Remove image ${position}`}
        aria-describedby={failed ? noteId : undefined}
      >
        Remove
      </button>
    </li>
  );
}
