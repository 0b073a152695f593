import { useRef } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { QuietNotice } from '../../components/QuietNotice';
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

  let content;
  if (media.isPending) content = <LoadingSpinner label="Loading media..." />;
  else if (media.isError)
    content = <p className="small text-danger mb-0">The attached media could not be loaded.</p>;
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
    <div ref={ref} className="message-media">
      {content}
    </div>
  );
}
