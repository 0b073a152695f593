import { useId, useState, type Ref } from 'react';
import { ProviderText } from '../../../components/ProviderText';
import { useAnnounce } from '../../../components/useAnnounce';
import { imageAllowedByPolicy } from '../../../config/contentPolicy';
import { MEDIA_PREVIEW_FAILED, MEDIA_PREVIEW_NOT_SHOWN } from './mediaUrlRules';

export interface MediaUrlPreviewProps {
  url: string;
  /** 1-based place in the list, as the person counts. */
  position: number;
  disabled: boolean;
  onRemove: () => void;
  removeRef: Ref<HTMLButtonElement>;
}

/**
 * One image added by URL. Its thumbnail is a plain <img> of a public file, which no credentials of ours
 * go with, and `no-referrer` keeps the app's address from that host. Only addresses the Content Security
 * Policy allows get one; others say so rather than be refused (docs/decisions/0020 and 0024).
 */
export function MediaUrlPreview({ url, position, disabled, onRemove, removeRef }: MediaUrlPreviewProps) {
  const [failed, setFailed] = useState(false);
  const announce = useAnnounce();
  const noteId = useId();
  const previewed = imageAllowedByPolicy(url, window.location.origin);
  return (
    <li className="media-url-preview">
      {!previewed || failed ? (
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
        {!previewed && (
          <p id={noteId} className="text-body-secondary mb-0">
            {MEDIA_PREVIEW_NOT_SHOWN}
          </p>
        )}
        {previewed && failed && (
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
        aria-describedby={!previewed || failed ? noteId : undefined}
      >
        Remove
      </button>
    </li>
  );
}
