import { useEffect, useRef } from 'react';
import { Field } from '../../../components/Field';
import { MAX_MEDIA_URLS } from './mediaUrlRules';
import { MediaUrlPreview } from './MediaUrlPreview';
import type { MediaUrls } from './useMediaUrls';
import './MediaUrlPicker.css';

export interface MediaUrlPickerProps {
  media: MediaUrls;
  disabled: boolean;
}

/** 'Add image by URL' under the Message field, and the images added so far with previews and Remove. */
export function MediaUrlPicker({ media, disabled }: MediaUrlPickerProps) {
  const { urls } = media;
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // After a Remove, the focus goes to the image that took its place, so a keyboard user is not dropped.
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const next = urls[Math.min(index, urls.length - 1)];
    const button = next === undefined ? undefined : removeButtons.current.get(next);
    (button ?? media.inputRef.current)?.focus();
  }, [urls, media.inputRef]);

  return (
    <div className="mb-3">
      <Field
        label="Add image by URL"
        error={media.error}
        note={`A public https:// address of a picture; Twilio fetches it. Up to ${MAX_MEDIA_URLS} per message.`}
      >
        {(control) => (
          // The wrapper carries is-invalid too: Bootstrap shows the error only after an invalid sibling.
          <div className={control['aria-invalid'] ? 'input-group is-invalid' : 'input-group'}>
            <input
              {...control}
              ref={media.inputRef}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={media.draft}
              disabled={disabled}
              onChange={(event) => media.setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter in a form's field would send the message; here it adds the address.
                event.preventDefault();
                media.add();
              }}
            />
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={disabled}
              onClick={() => media.add()}
            >
              Add image
            </button>
          </div>
        )}
      </Field>
      {urls.length > 0 && (
        <ul
          className="list-unstyled d-flex flex-column gap-2 mb-0"
          aria-label={`Images to send (${urls.length} of at most ${MAX_MEDIA_URLS})`}
        >
          {urls.map((url, index) => (
            <MediaUrlPreview
              key={url}
              url={url}
              position={index + 1}
              disabled={disabled}
              removeRef={(button) => {
                if (button) removeButtons.current.set(url, button);
                else removeButtons.current.delete(url);
              }}
              onRemove={() => {
                focusAfterRemove.current = index;
                media.remove(index);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
