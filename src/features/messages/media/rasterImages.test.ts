import { describe, expect, it } from 'vitest';
import { asRasterImage, isRasterImageType, mediaTypeEssence } from './rasterImages';

describe('raster images', () => {
  it.each([
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/bmp',
    'IMAGE/PNG',
    ' image/jpeg ; q=1',
  ])('counts %j as a raster image type', (type) => expect(isRasterImageType(type)).toBe(true));

  it.each([
    'image/svg+xml',
    'Image/SVG+XML; charset=utf-8',
    'text/html',
    'application/xhtml+xml',
    'application/xml',
    'text/xml',
    'image/svg',
    'image/png+xml',
    'image/pngx',
    'image/',
    '',
    'application/octet-stream',
    'video/mp4',
  ])('does not count %j as one', (type) => expect(isRasterImageType(type)).toBe(false));

  it('reads the essence of a type: no parameters, lower case', () => {
    expect(mediaTypeEssence('Image/JPEG; name="a;b.jpg"')).toBe('image/jpeg');
  });

  it('re-wraps raster bytes in a Blob of the checked type, and refuses when either type is not raster', async () => {
    const jpeg = await asRasterImage(new Blob(['bytes'], { type: 'Image/JPEG;charset=x' }), 'image/png');
    expect(jpeg?.type).toBe('image/jpeg');
    expect(await jpeg?.text()).toBe('bytes');
    expect(await asRasterImage(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'image/png')).toBeNull();
    expect(await asRasterImage(new Blob(['bytes'], { type: 'image/png' }), 'image/svg+xml')).toBeNull();
    expect(await asRasterImage(new Blob(['bytes']), 'image/png')).toBeNull();
    expect(await asRasterImage(new Blob(['bytes'], { type: 'image/png' }), '')).toBeNull();
  });
});
