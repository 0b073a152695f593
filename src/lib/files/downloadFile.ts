/** Revoked at once, Firefox (bug 1282407) and Safari can drop the download: they read the blob later. */
export const REVOKE_AFTER_MS = 10_000;

/** Saves `content` as a file named `fileName`, the way a link with `download` does, without a server. */
export function downloadFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
