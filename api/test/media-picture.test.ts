// The one judge of uploaded pictures (media/picture.ts), which the profile picture and the advert
// photos both use: the first bytes decide the type, the policy bounds bytes and pixels before any
// decoding and sets the side the WebP fits; the result is upright and has no metadata.
import { crc32 } from 'node:zlib';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { encodePicture, sniffPicture, type EncodedPicture, type PicturePolicy } from '../src/media/picture.ts';

const policy = (more: Partial<PicturePolicy> = {}): PicturePolicy => ({
  maxBytes: 1024 * 1024,
  maxPixels: 4_000_000,
  side: 100,
  quality: 80,
  timeoutSeconds: 10,
  ...more,
});
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

function encoded(result: EncodedPicture | string): EncodedPicture {
  if (typeof result === 'string') throw new Error(`refused: ${result}`);
  return result;
}

/** A PNG whose header declares `side` x `side` pixels over the data of a 30 x 20 one. */
async function declaring(side: number): Promise<Buffer> {
  const png = Buffer.from(await picture(30, 20).png().toBuffer());
  // The IHDR chunk: width and height at bytes 16-23, its CRC (over type and data) after them.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('sniffPicture', () => {
  it.each([
    ['jpeg', () => picture(8, 8).jpeg().toBuffer()],
    ['png', () => picture(8, 8).png().toBuffer()],
    ['webp', () => picture(8, 8).webp().toBuffer()],
    ['gif', () => picture(8, 8).gif().toBuffer()],
  ])('knows a %s by its first bytes', async (format, make) => {
    expect(sniffPicture(await make())).toBe(format);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a TIFF', Buffer.from('II*\0\x08\0\0\0', 'latin1')],
    ['text', Buffer.from('just words')],
    ['nothing', Buffer.alloc(0)],
  ])('takes %s for no picture', (_, bytes) => {
    expect(sniffPicture(bytes)).toBeNull();
  });
});

describe('encodePicture', () => {
  it("fits the policy's side, never enlarges, and keeps the shape", async () => {
    const wide = await picture(400, 100).png().toBuffer();
    expect(encoded(await encodePicture(wide, policy({ side: 100 })))).toMatchObject({ width: 100, height: 25 });
    expect(encoded(await encodePicture(wide, policy({ side: 1600 })))).toMatchObject({ width: 400, height: 100 });
  });

  it('answers a WebP turned upright, without EXIF (a GPS position) or any other metadata', async () => {
    const photo = await picture(30, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 1/1 0/1' } })
      .toBuffer();
    const kept = await sharp(encoded(await encodePicture(photo, policy())).webp).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 20, height: 30 });
    expect([kept.exif, kept.xmp, kept.orientation]).toEqual([undefined, undefined, undefined]);
  });

  it("refuses bytes over the policy's size before reading them", async () => {
    const png = await picture(10, 10).png().toBuffer();
    expect(await encodePicture(png, policy({ maxBytes: png.length - 1 }))).toBe('file_too_big');
    expect(encoded(await encodePicture(png, policy({ maxBytes: png.length })))).toMatchObject({ width: 10 });
  });

  it("refuses a header declaring more pixels than the policy's, without decoding it", async () => {
    expect(await encodePicture(await declaring(10_000), policy({ maxPixels: 40_000_000 }))).toBe('too_many_pixels');
    expect(await encodePicture(await declaring(2_001), policy({ maxPixels: 2_000 * 2_000 }))).toBe('too_many_pixels');
  });

  it.each([
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a PNG cut off after its header', async () => (await picture(64, 64).png().toBuffer()).subarray(0, 40)],
    ['a header that lies about the data (declares 100 x 100 over 30 x 20)', () => declaring(100)],
    [
      'a GIF signature in front of a PNG',
      async () => Buffer.concat([Buffer.from('GIF89a'), await picture(8, 8).png().toBuffer()]),
    ],
  ])('refuses %s as no picture', async (_, make) => {
    expect(await encodePicture(await make(), policy())).toBe('file_type');
  });
});
