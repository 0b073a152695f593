/**
 * One attached raster image (the card shows other types as a named file: rasterImages.ts). Its bytes are
 * fetched with the credentials first and shown through an object URL: an <img> cannot send credentials
 * (nor may they ever go into a URL), and a bare <img> on an account that enforces media auth logs a 401
 * and, when the app and the provider share a site, makes the browser raise its own Basic-auth prompt
 * over the app. Only when that fetch fails, retries included, does the image fall back to a bare <img>
 * of the provider URL, which still works for public media whose host sends no CORS headers. See
 * docs/decisions/0005-how-media-is-shown.md.
 */
import { memo, useState } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import type { MediaFile } from '../../lib/twilio/models';
import { AttachedFileNotShown } from './AttachedFileNotShown';
import { useMediaBytes } from './queries/useMediaBytes';
import { useObjectUrl } from './useObjectUrl';

export const MEDIA_ALT = 'Attached media file (MMS)';

function ImageFailed() {
  return <p className="small text-danger mb-0">This image could not be loaded.</p>;
}

export const MediaImage = memo(function MediaImage({ file }: { file: MediaFile }) {
  const bytes = useMediaBytes(file);
  const objectUrl = useObjectUrl(bytes.data?.kind === 'image' ? bytes.data.image : undefined);
  const [failed, setFailed] = useState(false);

  if (failed) return <ImageFailed />;
  // Media.json said raster image but the bytes say otherwise (an SVG, say): named, never shown.
  if (bytes.data?.kind === 'not-an-image')
    return <AttachedFileNotShown contentType={bytes.data.contentType} />;
  if (bytes.data !== undefined) {
    // The object URL exists from the commit after the bytes arrive; until then, keep the spinner.
    if (objectUrl === null) return <LoadingSpinner label="Loading image..." />;
    return (
      <img
        className="message-media__image"
        src={objectUrl}
        alt={MEDIA_ALT}
        decoding="async"
        // The bytes arrived but do not decode; the bare URL would serve the same bytes.
        onError={() => setFailed(true)}
      />
    );
  }
  // Retries of a fetch that got no answer keep the spinner; only a fetch that gave up falls back.
  if (!bytes.isError) return <LoadingSpinner label="Loading image..." />;
  return (
    <img
      className="message-media__image"
      src={file.url}
      alt={MEDIA_ALT}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
});
