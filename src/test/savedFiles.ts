/** The files a test's page asked the browser to save, caught where jsdom would follow the download link. */
import { beforeEach, vi } from 'vitest';
import { spyOnObjectUrls } from './objectUrls';

export interface SavedFiles {
  /** The files saved so far in this test, in order. */
  readonly list: readonly { name: string; content: Blob }[];
  names(): string[];
  /** The content of the `index`th file saved, as bytes. */
  bytes(index?: number): Promise<Uint8Array>;
  /** The `index`th file saved, decoded as UTF-8 with any byte order mark kept. */
  text(index?: number): Promise<string>;
}

/** Call at the top of a test file; the list is fresh in every test. */
export function spyOnSavedFiles(): SavedFiles {
  const objectUrls = spyOnObjectUrls();
  let saved: { name: string; content: Blob }[] = [];
  beforeEach(() => {
    saved = [];
    // jsdom cannot follow the download link; the browser suite saves real files.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      // The page makes object URLs for media too: the saved file is the one behind this link.
      const index = objectUrls.created.mock.results.findIndex((result) => result.value === this.href);
      const content = objectUrls.created.mock.calls[index]?.[0];
      if (!(content instanceof Blob)) throw new Error(`the link ${this.href} is not to a Blob`);
      saved.push({ name: this.download, content });
    });
    return () => vi.restoreAllMocks();
  });
  const bytes = async (index = 0) => {
    const file = saved[index];
    if (!file) throw new Error(`no file ${index} was saved`);
    return new Uint8Array(await file.content.arrayBuffer());
  };
  return {
    get list() {
      return saved;
    },
    names: () => saved.map((file) => file.name),
    bytes,
    text: async (index = 0) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(index)),
  };
}
