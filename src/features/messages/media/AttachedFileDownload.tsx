import { useId } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { ProviderText } from '../../../components/ProviderText';
import type { MediaFile } from '../../../lib/twilio/models';
import { couldRunScript, mediaFileName } from './mediaFileName';
import { mediaKindName } from './mediaKind';
import { useMediaDownload } from './useMediaDownload';

export interface AttachedFileDownloadProps {
  file: MediaFile;
  /** The type to name it by: the listing's, or the bytes' when they turned out to be another. */
  contentType: string;
  /** The readable name it is saved under, without extension (attachmentStem). */
  stem: string;
}

/**
 * An attachment the app does not show (rasterImages.ts), saved on request through an inert object URL
 * (saveAsDownload.ts), so it never opens as a page of the app's origin. Its type is provider text.
 */
export function AttachedFileDownload({ file, contentType, stem }: AttachedFileDownloadProps) {
  const type = contentType.trim();
  const kind = mediaKindName(type);
  const fileName = mediaFileName(stem, type);
  const download = useMediaDownload(file, fileName);
  const savedAsTextId = useId();
  const savedAsText = couldRunScript(type);

  return (
    <div className="small text-break">
      <p className="mb-0">
        {kind !== null ? (
          `Attached ${kind}`
        ) : type === '' ? (
          'Attached file of unknown type'
        ) : (
          <>
            Attached file of type <ProviderText>{type}</ProviderText>
          </>
        )}
      </p>
      <BusyButton
        className="btn btn-link btn-sm p-0 text-start text-break"
        busy={download.isPending}
        onClick={() => download.mutate()}
        aria-describedby={savedAsText ? savedAsTextId : undefined}
      >
        Download {fileName}
      </BusyButton>
      {savedAsText && (
        <p id={savedAsTextId} className="mb-0">
          Saved as text so that opening it cannot run script.
        </p>
      )}
      {download.isError && (
        <p role="alert" className="text-danger mb-0">
          The file could not be downloaded. Try again.
        </p>
      )}
    </div>
  );
}
