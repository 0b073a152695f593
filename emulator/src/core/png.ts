/**
 * A tiny PNG encoder (truecolour, 8 bits, no interlace) using uncompressed "stored" deflate blocks, so the
 * emulator can serve real image bytes that browsers decode without bundling image files or a zlib.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i++) {
    a = (a + (bytes[i] ?? 0)) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib stream made of stored blocks (each at most 65535 bytes). */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 65535));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  const view = new DataView(out.buffer);
  out[0] = 0x78; // deflate, 32K window
  out[1] = 0x01; // no preset dictionary, fastest; (0x78 << 8 | 0x01) % 31 === 0
  let pos = 2;
  for (let i = 0; i < blocks; i++) {
    const chunk = data.subarray(i * 65535, Math.min(data.length, (i + 1) * 65535));
    out[pos] = i === blocks - 1 ? 1 : 0;
    view.setUint16(pos + 1, chunk.length, true);
    view.setUint16(pos + 3, ~chunk.length & 0xffff, true);
    out.set(chunk, pos + 5);
    pos += 5 + chunk.length;
  }
  view.setUint32(pos, adler32(data));
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

export type Pixel = (x: number, y: number) => readonly [number, number, number];

export function encodePng(width: number, height: number, pixel: Pixel): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 3));
  let pos = 0;
  for (let y = 0; y < height; y++) {
    raw[pos++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[pos++] = r;
      raw[pos++] = g;
      raw[pos++] = b;
    }
  }
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

const W = 96;
const H = 64;
const clamp = (v: number): number => Math.max(0, Math.min(255, Math.round(v)));

/** The pictures seeded messages carry: a sunset, a flag-like stripe, a checkerboard and a bullseye. */
const PICTURES: readonly { name: string; pixel: Pixel }[] = [
  {
    name: 'sunset',
    pixel: (x, y) => {
      const sun = Math.hypot(x - 48, y - 44) < 14;
      if (y > 46) return [20, 60 + y, 120];
      return sun ? [255, 220, 60] : [clamp(250 - y), clamp(120 + y), clamp(80 + y * 2)];
    },
  },
  {
    name: 'stripes',
    pixel: (x) => (x < 32 ? [0, 85, 164] : x < 64 ? [250, 250, 250] : [239, 65, 53]),
  },
  {
    name: 'checkers',
    pixel: (x, y) => ((Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0 ? [30, 160, 90] : [240, 200, 40]),
  },
  {
    name: 'bullseye',
    pixel: (x, y) => (Math.floor(Math.hypot(x - 48, y - 32) / 6) % 2 === 0 ? [200, 30, 90] : [250, 240, 230]),
  },
];

export const PICTURE_COUNT = PICTURES.length;

const cache = new Map<number, Uint8Array>();

/** Bytes of picture `index` (wrapped), encoded once and then reused. */
export function pictureBytes(index: number): Uint8Array {
  const i = ((index % PICTURES.length) + PICTURES.length) % PICTURES.length;
  let bytes = cache.get(i);
  if (!bytes) {
    const picture = PICTURES[i];
    if (!picture) throw new Error('no picture');
    bytes = encodePng(W, H, picture.pixel);
    cache.set(i, bytes);
  }
  return bytes;
}
