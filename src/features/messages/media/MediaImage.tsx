/**
 * One attached raster image, fetched with the credentials and shown through an object URL: an <img> cannot
 * send credentials (never put them in a URL). Only when that fetch fails does it fall back to a bare <img>,
 * which still shows public media whose host sends no CORS headers (docs/decisions/0005). It tells the
 * dialog what it shows, so opening it large fetches nothing again.
 */
import { memo, useEffect, useState } from 'react';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import type { MediaFile } from '../../../lib/twilio/models';
import { AttachedFileDownload } from './AttachedFileDownload';
import type { ShownImage } from './MediaImageDialog';
import { mediaFileName } from './mediaFileName';
import { MediaRetry } from './MediaRetry';
import { useMediaBytes } from './useMediaBytes';
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
  /** The readable name its file is saved under, without extension (attachmentStem). */
  stem: string;
  /** Opens the message's image dialog at this image. */
  onOpen: (position: number) => void;
  /** Tells the dialog what this image shows (null while it shows nothing). */
  onShown: (position: number, shown: ShownImage | null) => void;
}

export const MediaImage = memo(function MediaImage({
  file,
  position,
  count,
  areaId,
  stem,
  onOpen,
  onShown,
}: MediaImageProps) {
  const bytes = useMediaBytes(file);
  const image = bytes.data?.kind === 'image' ? bytes.data.image : undefined;
  const objectUrl = useObjectUrl(image);
  const [failed, setFailed] = useState(false);

  let src: string | null = null;
  if (!failed && bytes.data?.kind !== 'not-an-image') {
    if (bytes.data !== undefined) src = objectUrl;
    // Retries of a fetch that got no answer keep the spinner, and so does a Try again; only a fetch
    // that gave up falls back to the bare URL.
    else if (bytes.isError && !bytes.isFetching) src = file.url;
  }
  const fileName = image !== undefined && objectUrl !== null ? mediaFileName(stem, image.type) : null;
  useEffect(() => {
    onShown(
      position,
      src === null ? null : { src, download: fileName === null ? null : { url: src, fileName } },
    );
    return () => onShown(position, null);
  }, [onShown, position, src, fileName]);

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
    return <AttachedFileDownload file={file} contentType={bytes.data.contentType} stem={stem} />;
  // The object URL exists from the commit after the bytes arrive; until then, keep the spinner.
  if (src === null) return <LoadingSpinner label="Loading image..." />;

  return (
    <button
      type="button"
      className="media-thumbnail"
      aria-label={count > 1 ? `Open image ${position} of ${count}` : 'Open image'}
      aria-haspopup="dialog"
      onClick={() => onOpen(position)}
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
  );
});
