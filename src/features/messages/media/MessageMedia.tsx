import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { QuietNotice } from '../../../components/QuietNotice';
import { MediaRetry } from './MediaRetry';
import { AttachedFileDownload } from './AttachedFileDownload';
import { unreadableMediaNotice } from '../numbers/listNotices';
import type { Message } from '../../../lib/twilio/models';
import { MediaImage, MEDIA_ALT } from './MediaImage';
import type { MediaImageDialogProps, ShownImage } from './MediaImageDialog';
import { onDemand } from '../../../lib/chunks/onDemand';
import { attachmentStem } from './mediaFileName';
import { useMedia } from './useMedia';
import { isRasterImageType } from './rasterImages';
import { useNearViewport } from '../../../lib/viewport/useNearViewport';

// The viewer (and the Modal it is built on) downloads when a picture is first opened, not with the page.
const loadViewer = onDemand(() => import('./MediaImageDialog'));

/**
 * The media area of a card that has media (the card renders it only when `numMedia` is not 0). The lookup
 * (call 4) waits until the card is near the screen, then is cached per message id for the session. Its
 * images open large in one dialog, which steps from one to the next.
 */
export function MessageMedia({ message }: { message: Message }) {
  const ref = useRef<HTMLDivElement>(null);
  // A little before the card scrolls in, so its images are usually there when it is; without an observer,
  // every card counts as on screen.
  const onScreen = useNearViewport(ref, { margin: '200px 0px', once: true, withoutObserver: true });
  const media = useMedia(message.sid, onScreen);
  const areaId = useId();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [Viewer, setViewer] = useState<ComponentType<MediaImageDialogProps> | null>(null);
  const [viewerFailed, setViewerFailed] = useState(false);
  const openImage = useCallback((position: number) => {
    setViewerFailed(false);
    loadViewer().then(
      (module) => {
        setViewer(() => module.MediaImageDialog);
        setOpenAt(position);
      },
      () => setViewerFailed(true),
    );
  }, []);
  const [shown, setShown] = useState<ReadonlyMap<number, ShownImage>>(new Map());
  const onShown = useCallback((position: number, image: ShownImage | null) => {
    setShown((current) => {
      if (current.get(position) === image || (image === null && !current.has(position))) return current;
      const next = new Map(current);
      if (image === null) next.delete(position);
      else next.set(position, image);
      return next;
    });
  }, []);
  // Stable, so the dialog's arrow-key listener is not put back on every render of the card.
  const step = useCallback((by: -1 | 1) => setOpenAt((at) => (at === null ? null : at + by)), []);
  const stemOf = (position: number, count: number) =>
    attachmentStem({
      party: message.isInbound ? message.from : message.to,
      inbound: message.isInbound,
      dateMs: message.dateCreatedMs,
      position,
      count,
    });

  let content;
  // Until the card is near the screen its lookup has not started: nothing turns while nothing loads.
  if (media.isPending) content = <LoadingSpinner label="Loading media..." icon={onScreen} />;
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
    const { files } = media.data;
    const images = files.filter((file) => isRasterImageType(file.contentType));
    content = (
      <>
        <div className="d-flex flex-wrap gap-2">
          {files.map((file, index) =>
            isRasterImageType(file.contentType) ? (
              <MediaImage
                key={file.sid}
                file={file}
                position={images.indexOf(file) + 1}
                count={images.length}
                areaId={areaId}
                stem={stemOf(index + 1, files.length)}
                onOpen={openImage}
                onShown={onShown}
              />
            ) : (
              <AttachedFileDownload
                key={file.sid}
                file={file}
                contentType={file.contentType}
                stem={stemOf(index + 1, files.length)}
              />
            ),
          )}
        </div>
        {viewerFailed && (
          <p role="alert" className="text-danger small mt-1 mb-0">
            The picture could not open large: part of the app did not download. Check your connection and try
            again.
          </p>
        )}
        {Viewer !== null && (
          <Viewer
            position={openAt}
            count={images.length}
            image={openAt === null ? undefined : shown.get(openAt)}
            alt={MEDIA_ALT}
            onHide={() => setOpenAt(null)}
            onStep={step}
          />
        )}
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
