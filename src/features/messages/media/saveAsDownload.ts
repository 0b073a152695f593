import { downloadFile } from '../export/downloadFile';

/**
 * Hands an attachment's bytes to the browser as a download named `fileName`. The object URL is made of a
 * copy typed `application/octet-stream`: a browser never renders that, so even if the URL were opened in
 * a tab it could not run an attachment's script on the app's origin (docs/decisions/0010 and 0020). The
 * saved file has its type's extension, or '.txt' for a type that could run script (mediaFileName.ts).
 */
export async function saveAsDownload(bytes: Blob, fileName: string): Promise<void> {
  // Copied out as an ArrayBuffer: a Blob of another realm's making is not a Blob part everywhere.
  const inert = new Blob([await bytes.arrayBuffer()], { type: 'application/octet-stream' });
  downloadFile(fileName, inert);
}
