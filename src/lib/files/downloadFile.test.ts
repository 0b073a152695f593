import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spyOnObjectUrls } from '../../test/objectUrls';
import { downloadFile, REVOKE_AFTER_MS } from './downloadFile';

const objectUrls = spyOnObjectUrls();

/** What the temporary link looked like when it was clicked. */
let clicked: { href: string; download: string; inDocument: boolean }[] = [];

beforeEach(() => {
  clicked = [];
  vi.useFakeTimers();
  // jsdom cannot navigate; the browser suite (e2e/export.spec.ts) checks the real download.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadFile', () => {
  it('clicks a temporary link to an object URL of the content, named for the file', () => {
    const content = new Blob(['a,b\r\n'], { type: 'text/csv' });
    downloadFile('messages-all-numbers-2026-11-23.csv', content);

    expect(objectUrls.created).toHaveBeenCalledOnce();
    expect(objectUrls.created.mock.calls[0]?.[0]).toBe(content);
    const url = objectUrls.created.mock.results[0]?.value as string;
    expect(clicked).toEqual([
      { href: url, download: 'messages-all-numbers-2026-11-23.csv', inDocument: true },
    ]);
    // The link is gone from the page once clicked.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('revokes the URL once the browser has had time to read it', () => {
    downloadFile('x.json', new Blob(['[]']));
    const url = objectUrls.created.mock.results[0]?.value as string;

    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(objectUrls.revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(objectUrls.revoked).toHaveBeenCalledExactlyOnceWith(url);
  });
});
