import { useId, useRef } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { QuietNotice } from '../../components/QuietNotice';
import { MediaRetry } from './MediaRetry';
import { AttachedFileDownload } from './AttachedFileDownload';
import { unreadableMediaNotice } from './listNotices';
import { MediaImage } from './MediaImage';
import { useMedia } from './queries/useMedia';
import { isRasterImageType } from './rasterImages';
import { useOnceOnScreen } from './useOnceOnScreen';

/**
 * The media area of a card that has media (the card renders it only when `numMedia` is not 0). The lookup
 * (call 4) waits until the card is near the screen, then is cached per message id for the session.
 */
export function MessageMedia({ messageSid }: { messageSid: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnceOnScreen(ref);
  const media = useMedia(messageSid, onScreen);
  const areaId = useId();

  let content;
  // Until the card is near the screen its lookup has not started: nothing turns while nothing loads.
  if (media.isPending) content = <LoadingSpinner label="Loading media..." waiting={!onScreen} />;
  else if (media.isError)
    content = (
      <MediaRetry
        text="The attached media could not be loaded."
        busy={media.isFetching}
        onRetry={() => void media.refetch()}
        focusAfterSuccessId={areaId}
      />
    );
  else if (media.data.files.length === 0 && media.data.unreadable === 0) content = null;
  else {
    // Raster images only, and never one of no type: the bare <img> fallback follows the same rule.
    // Everything else is a named download, fetched only when asked for.
    const images = media.data.files.filter((file) => isRasterImageType(file.contentType));
    content = (
      <>
        <div className="d-flex flex-wrap gap-2">
          {media.data.files.map((file) =>
            isRasterImageType(file.contentType) ? (
              <MediaImage
                key={file.sid}
                file={file}
                position={images.indexOf(file) + 1}
                count={images.length}
                areaId={areaId}
              />
            ) : (
              <AttachedFileDownload key={file.sid} file={file} contentType={file.contentType} />
            ),
          )}
        </div>
        {media.data.unreadable > 0 && (
          <QuietNotice>{unreadableMediaNotice(media.data.unreadable)}</QuietNotice>
        )}
      </>
    );
  }

  return (
    // Focusable from code only: where the focus goes when a Try again here works and goes away.
    <div ref={ref} id={areaId} tabIndex={-1} className="message-media">
      {content}
    </div>
  );
}
