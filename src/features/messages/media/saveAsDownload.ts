import { downloadFile } from '../../../lib/files/downloadFile';

/**
 * Saves an attachment through a copy typed `application/octet-stream`, which a browser never renders, so
 * its URL cannot run the attachment's script on the app's origin (docs/decisions/0010 and 0020).
 */
export async function saveAsDownload(bytes: Blob, fileName: string): Promise<void> {
  // Copied out as an ArrayBuffer: a Blob of another realm's making is not a Blob part everywhere.
  const inert = new Blob([await bytes.arrayBuffer()], { type: 'application/octet-stream' });
  downloadFile(fileName, inert);
}
