/**
 * One attached raster image (the card offers other types as a named download: AttachedFileDownload.tsx).
 * Its bytes are fetched with the credentials first and shown through an object URL: an <img> cannot send
 * credentials (nor may they ever go into a URL), and a bare <img> on an account that enforces media auth
 * logs a 401 and, when the app and the provider share a site, makes the browser raise its own Basic-auth
 * prompt over the app. Only when that fetch fails, retries included, does the image fall back to a bare
 * <img> of the provider URL, which still works for public media whose host sends no CORS headers. See
 * docs/decisions/0005-how-media-is-shown.md.
 *
 * The thumbnail is a button that opens the image large (MediaImageDialog), where it can be saved: the
 * dialog reuses this image's object URL, so opening it fetches nothing (docs/decisions/0020-mms-by-url.md).
 */
import { memo, useState } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import type { MediaFile } from '../../lib/twilio/models';
import { AttachedFileDownload } from './AttachedFileDownload';
import { MediaImageDialog } from './MediaImageDialog';
import { mediaFileName } from './mediaFileName';
import { MediaRetry } from './MediaRetry';
import { useMediaBytes } from './queries/useMediaBytes';
import { useObjectUrl } from './useObjectUrl';
import './MediaImage.css';

export const MEDIA_ALT = 'Attached media file (MMS)';
const IMAGE_FAILED = 'This image could not be loaded.';

export interface MediaImageProps {
  file: MediaFile;
  /** 1-based place among the message's images, and how many it has: 'Open image 1 of 2'. */
  position: number;
  count: number;
  /** The message's media area, which takes the focus when a Try again here works. */
  areaId: string;
}

export const MediaImage = memo(function MediaImage({ file, position, count, areaId }: MediaImageProps) {
  const bytes = useMediaBytes(file);
  const image = bytes.data?.kind === 'image' ? bytes.data.image : undefined;
  const objectUrl = useObjectUrl(image);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);

  // Bytes that came but do not decode would fail the same way again: said, with nothing to retry.
  if (failed && !bytes.isError) return <p className="small text-danger mb-0">{IMAGE_FAILED}</p>;
  if (failed)
    return (
      <MediaRetry
        text={IMAGE_FAILED}
        busy={false}
        onRetry={() => {
          // Fetched with the credentials again (the bare URL failed too).
          setFailed(false);
          void bytes.refetch();
        }}
        focusAfterSuccessId={areaId}
      />
    );
  // Media.json said raster image but the bytes say otherwise (an SVG, say): a named download, never shown.
  if (bytes.data?.kind === 'not-an-image')
    return <AttachedFileDownload file={file} contentType={bytes.data.contentType} />;

  let src: string;
  if (bytes.data !== undefined) {
    // The object URL exists from the commit after the bytes arrive; until then, keep the spinner.
    if (objectUrl === null) return <LoadingSpinner label="Loading image..." />;
    src = objectUrl;
  } else {
    // Retries of a fetch that got no answer keep the spinner, and so does a Try again; only a fetch
    // that gave up falls back.
    if (!bytes.isError || bytes.isFetching) return <LoadingSpinner label="Loading image..." />;
    src = file.url;
  }
  const many = count > 1;
  return (
    <>
      <button
        type="button"
        className="media-thumbnail"
        aria-label={many ? `Open image ${position} of ${count}` : 'Open image'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <img
          className="message-media__image"
          src={src}
          alt={MEDIA_ALT}
          decoding="async"
          // Fetched bytes that do not decode, or a bare URL that fails: either way, nothing to show.
          onError={() => setFailed(true)}
        />
      </button>
      <MediaImageDialog
        show={open}
        onHide={() => setOpen(false)}
        title={many ? `Image ${position} of ${count}` : 'Image'}
        src={src}
        alt={MEDIA_ALT}
        download={
          image !== undefined && objectUrl !== null
            ? { url: objectUrl, fileName: mediaFileName(file.sid, image.type) }
            : null
        }
      />
    </>
  );
});
