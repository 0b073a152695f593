import { useRef, useState, type RefObject } from 'react';
import { useAnnounce } from '../../../components/useAnnounce';
import { env } from '../../../config/env';
import { checkMediaUrl, MAX_MEDIA_URLS, MEDIA_URL_NOT_ADDED } from './mediaUrlRules';

// The provider's own media needs credentials: neither Twilio's fetch of a MediaUrl nor a preview has them.
const PROVIDER_ORIGIN = new URL(env.apiBaseUrl).origin;

export interface MediaUrls {
  /** The addresses added, in the order they are sent (one `MediaUrl` each). */
  urls: readonly string[];
  /** What is typed in 'Add image by URL' and not added yet. */
  draft: string;
  /** Why the last address could not be added; null when there is nothing to say. */
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  setDraft: (text: string) => void;
  /** Adds the draft when it is a usable address; otherwise says why under the field. */
  add: () => void;
  remove: (index: number) => void;
  /** After a send that went out: the images went with it. */
  clear: () => void;
  /**
   * Whether an address is typed but not added. Then it says so under the field and takes the focus: the
   * person surely meant to send it, and sending without it cannot be undone.
   */
  holdsUnaddedDraft: () => boolean;
}

/** The composer's images by URL (docs/decisions/0020-mms-by-url.md); state only, shown by MediaUrlPicker. */
export function useMediaUrls(): MediaUrls {
  const [urls, setUrls] = useState<readonly string[]>([]);
  const [draft, setDraftText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const announce = useAnnounce();

  return {
    urls,
    draft,
    error,
    inputRef,
    setDraft(text) {
      setDraftText(text);
      setError(null);
    },
    add() {
      const verdict = checkMediaUrl(draft, urls, PROVIDER_ORIGIN);
      if (!verdict.ok) {
        setError(verdict.error);
        return;
      }
      setUrls([...urls, verdict.url]);
      setDraftText('');
      setError(null);
      announce(`Image ${urls.length + 1} of at most ${MAX_MEDIA_URLS} added.`);
    },
    remove(index) {
      setUrls(urls.filter((_, i) => i !== index));
      setError(null);
      announce(`Image ${index + 1} removed.`);
    },
    clear() {
      setUrls([]);
      setError(null);
    },
    holdsUnaddedDraft() {
      if (draft.trim() === '') return false;
      setError(MEDIA_URL_NOT_ADDED);
      inputRef.current?.focus();
      return true;
    },
  };
}
