/**
 * Hands bytes to the browser as a download named `fileName`. The object URL is made of a copy typed
 * `application/octet-stream`: a browser never renders that, so even if the URL were opened in a tab it
 * could not run an attachment's script on the app's origin (docs/decisions/0010 and 0020). It exists only
 * for the click and is revoked soon after; the saved file still has its type's extension.
 */
const REVOKE_AFTER_MS = 30_000;

export async function saveAsDownload(bytes: Blob, fileName: string): Promise<void> {
  // Copied out as an ArrayBuffer: a Blob of another realm's making is not a Blob part everywhere.
  const inert = new Blob([await bytes.arrayBuffer()], { type: 'application/octet-stream' });
  const url = URL.createObjectURL(inert);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser reads the URL after the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
