/**
 * A received image, large, in a react-bootstrap Modal: a labelled dialog that keeps the focus inside,
 * closes on Escape, the close button or a click outside, and gives the focus back to the thumbnail that
 * opened it. Download saves the bytes already fetched (no new request) under a name from the media sid.
 */
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import './bootstrapModal.scss';
import './MediaImageDialog.scss';

export interface MediaImageDialogProps {
  show: boolean;
  onHide: () => void;
  /** 'Image 1 of 2', or 'Image' when the message has only one. */
  title: string;
  /** What the thumbnail shows: an object URL of the checked bytes, or the bare provider URL (fallback). */
  src: string;
  alt: string;
  /** The object URL and file name to save; null when the image was shown straight from the provider. */
  download: { url: string; fileName: string } | null;
}

export function MediaImageDialog({ show, onHide, title, src, alt, download }: MediaImageDialogProps) {
  const titleId = useId();
  return (
    // No fade: react-bootstrap's could leave the dialog on the page, unseen (decision 0035).
    <Modal show={show} onHide={onHide} animation={false} size="lg" centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <img className="media-image-dialog__image" src={src} alt={alt} decoding="async" />
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        {download === null ? (
          <p className="small mb-0">
            This image is shown straight from Twilio, so it cannot be saved from here.
          </p>
        ) : (
          <>
            <span className="small text-body-secondary text-break">{download.fileName}</span>
            {/* A checked raster image (rasterImages.ts): safe to open too, should the person do so. */}
            <a className="btn btn-primary" href={download.url} download={download.fileName}>
              Download
            </a>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
