/** A message's images, large, in a Modal; Download saves the bytes already fetched, with no new request. */
import { useEffect, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import '../../../styles/bootstrapModal.scss';
import './MediaImageDialog.scss';

/** What a thumbnail shows, for the dialog to show it large. */
export interface ShownImage {
  /** An object URL of the checked bytes, or the bare provider URL (fallback). */
  src: string;
  /** The object URL and file name to save; null when the image is shown straight from the provider. */
  download: { url: string; fileName: string } | null;
}

export interface MediaImageDialogProps {
  /** 1-based place of the image shown; null while the dialog is closed. */
  position: number | null;
  /** How many images the message has. */
  count: number;
  /** What the thumbnail at `position` shows; undefined while it shows nothing (loading, or failed). */
  image: ShownImage | undefined;
  alt: string;
  onHide: () => void;
  /** Shows the image before (-1) or after (1) this one. */
  onStep: (step: -1 | 1) => void;
}

export function MediaImageDialog({ position, count, image, alt, onHide, onStep }: MediaImageDialogProps) {
  const titleId = useId();
  const open = position !== null;
  const hasPrevious = position !== null && position > 1;
  const hasNext = position !== null && position < count;

  // On the document: the focus is often on the dialog itself, outside what the Modal takes handlers on.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowLeft' && hasPrevious) onStep(-1);
      else if (event.key === 'ArrowRight' && hasNext) onStep(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hasPrevious, hasNext, onStep]);

  return (
    // No fade: react-bootstrap's could leave the dialog on the page, unseen (decision 0035).
    <Modal show={open} onHide={onHide} animation={false} size="lg" centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {count > 1 ? `Image ${position} of ${count}` : 'Image'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        {image === undefined ? (
          <p className="mb-0">This image is not loaded yet; it shows in the message once it is.</p>
        ) : (
          <img className="media-image-dialog__image" src={image.src} alt={alt} decoding="async" />
        )}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        {/* At either end a button is marked unavailable rather than disabled, so the focus stays on it. */}
        {count > 1 && (
          <div className="btn-group" role="group" aria-label="Images of this message">
            <button
              type="button"
              className="btn btn-outline-secondary media-image-dialog__step"
              aria-label="Previous image"
              aria-disabled={!hasPrevious}
              onClick={() => hasPrevious && onStep(-1)}
            >
              ‹ Previous
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary media-image-dialog__step"
              aria-label="Next image"
              aria-disabled={!hasNext}
              onClick={() => hasNext && onStep(1)}
            >
              Next ›
            </button>
          </div>
        )}
        {image?.download === null ? (
          <p className="small mb-0">
            This image is shown straight from Twilio, so it cannot be saved from here.
          </p>
        ) : (
          image !== undefined && (
            <div className="d-flex align-items-center gap-2 ms-auto">
              <span className="small text-body-secondary text-break">{image.download.fileName}</span>
              {/* A checked raster image (rasterImages.ts): safe to open too, should the person do so. */}
              <a className="btn btn-primary" href={image.download.url} download={image.download.fileName}>
                Download
              </a>
            </div>
          )
        )}
      </Modal.Footer>
    </Modal>
  );
}
