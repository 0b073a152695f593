import { describe, expect, it } from 'vitest';
import { createEmulator } from './emulator';
import type { MediaListResponse } from './resources';
import { call, json } from './test-helpers';

const SHOP = '+14155550100';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

/** Delivers one inbound MMS with `mediaUrl`, then reads what Media.json lists and what the host serves. */
async function deliverAndFetch(mediaUrl: string) {
  const emulator = createEmulator();
  const message = emulator.deliverInbound({ from: '+14155559999', to: SHOP, mediaUrls: [mediaUrl] });
  const list = await json<MediaListResponse>(await call(emulator, `Messages/${message.sid}/Media.json`));
  const item = list.media_list[0];
  if (!item) throw new Error('no media listed');
  const redirect = await call(emulator, item.uri.replace(/\.json$/, ''));
  expect(redirect.status).toBe(307);
  const served = await emulator.handle(new Request(redirect.headers.get('Location') ?? ''));
  return { listed: item.content_type, served, bytes: new Uint8Array(await served.arrayBuffer()) };
}

describe('media from data: URLs', () => {
  it('lists and serves the type and bytes of the data URL', async () => {
    const { listed, served, bytes } = await deliverAndFetch(`data:image/svg+xml,${encodeURIComponent(SVG)}`);
    expect(listed).toBe('image/svg+xml');
    expect(served.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(new TextDecoder().decode(bytes)).toBe(SVG);
  });

  it('decodes base64 payloads and keeps parameters such as charset in the type', async () => {
    const { listed, bytes } = await deliverAndFetch(
      `data:text/html;charset=utf-8;base64,${btoa('<p>hi</p>')}`,
    );
    expect(listed).toBe('text/html;charset=utf-8');
    expect(new TextDecoder().decode(bytes)).toBe('<p>hi</p>');
  });

  it('serves no Content-Type when the type is empty', async () => {
    const { listed, served } = await deliverAndFetch('data:,plain bytes');
    expect(listed).toBe('');
    expect(served.headers.get('Content-Type')).toBeNull();
  });

  it('serves another type than it lists with served-as (a broken or hostile media host)', async () => {
    const { listed, served, bytes } = await deliverAndFetch(
      `data:image/png;served-as=${encodeURIComponent('image/svg+xml')},${encodeURIComponent(SVG)}`,
    );
    expect(listed).toBe('image/png');
    expect(served.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(new TextDecoder().decode(bytes)).toBe(SVG);
  });
});
