// The profile picture: api/users/change-profile-image takes a JPEG, PNG, WebP or GIF by its content
// (never its name or declared type), keeps a WebP of at most 512 px without metadata, served at the
// /media URL auth/users/me names; anything else is a 4xx in the one error shape. A replaced or
// deleted picture's file is gone, and the bearer alone decides whose picture a call changes.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { currentUserResponse, errorSchema, PROFILE_IMAGE_MAX_BYTES } from '@vitrina/contract';

import { activeAccount, bearer, buildAuthApp, me } from './auth-support.ts';
import { call, type Shopper } from './accounts-support.ts';
import { MULTIPART_TYPE, multipartBody, picture, type FilePart } from './profile-image-support.ts';

const dir = await mkdtemp(join(tmpdir(), 'vitrina-profile-images-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const ctx = await buildAuthApp({ accounts: { profileImageDir: dir } });
let accounts = 0;
async function shopper(brand = 'pharmacy'): Promise<Shopper> {
  const { id, access } = await activeAccount(ctx, brand, `picture-${++accounts}@example.md`);
  return { brand, id, access };
}

const upload = (who: Shopper, bytes: Buffer, part?: FilePart) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/users/change-profile-image/',
    headers: { ...bearer(who.brand, who.access), 'content-type': MULTIPART_TYPE },
    payload: multipartBody(bytes, part),
  });
const media = (url: string) => ctx.app.inject({ url });

const cutOff = (await picture(64, 64).png().toBuffer()).subarray(0, 40);

/** The picture the upload answered with, checked against auth/users/me. */
async function uploaded(who: Shopper, bytes: Buffer, part?: FilePart): Promise<string> {
  const res = await upload(who, bytes, part);
  expect(res.statusCode, res.body).toBe(200);
  const url = currentUserResponse.parse(res.json()).user.profile_image;
  expect(url).toMatch(/^\/media\/profile-images\/[\w-]{22}\.webp$/);
  expect(currentUserResponse.parse((await me(ctx.app, who.brand, who.access)).json()).user.profile_image).toBe(url);
  return url!;
}

async function storedPicture(url: string) {
  const res = await media(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return sharp(res.rawPayload).metadata();
}

function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ image: [code] });
}

describe('api/users/change-profile-image', () => {
  it('keeps a large PNG as a WebP that fits 512 px, served at the URL auth/users/me names', async () => {
    const ana = await shopper();
    const url = await uploaded(ana, await picture(1200, 800).png().toBuffer());
    expect(await storedPicture(url)).toMatchObject({ format: 'webp', width: 512, height: 341 });
  });

  it.each([
    ['JPEG', 'jpeg', 'image/jpeg'],
    ['WebP', 'webp', 'image/webp'],
    ['GIF', 'gif', 'image/gif'],
  ] as const)('takes a %s, and a small picture keeps its size', async (_, format, type) => {
    const ana = await shopper();
    const bytes = await picture(120, 90).toFormat(format).toBuffer();
    const url = await uploaded(ana, bytes, { filename: `me.${format}`, type });
    expect(await storedPicture(url)).toMatchObject({ format: 'webp', width: 120, height: 90 });
  });

  it("keeps an animated GIF's first frame as a still picture", async () => {
    const ana = await shopper();
    const frame = (background: string) => picture(40, 30, background).png().toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const url = await uploaded(ana, gif, { filename: 'wave.gif', type: 'image/gif' });
    const stored = await media(url);
    const stills = await sharp(stored.rawPayload).metadata();
    // One frame's height, not two stacked: the stored picture is no animation.
    expect(stills).toMatchObject({ width: 40, height: 30 });
    expect(stills.pages).toBeUndefined();
    // Red, as the first frame (WebP's lossy colours are near, not exact).
    const [red, , blue] = (await sharp(stored.rawPayload).stats()).channels.map((c) => c.mean);
    expect(red).toBeGreaterThan(245);
    expect(blue).toBeLessThan(10);
  });

  it('judges by content: a JPEG named .txt and sent as text/plain is taken', async () => {
    const ana = await shopper();
    await uploaded(ana, await picture(50, 50).jpeg().toBuffer(), { filename: 'notes.txt', type: 'text/plain' });
  });

  it("strips the photo's EXIF (camera, GPS position) and turns a sideways photo upright", async () => {
    const ana = await shopper();
    const photo = await picture(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Vitrina test camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 1/1 0/1' },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Vitrina test camera');
    expect(sent.orientation).toBe(6);

    const stored = await storedPicture(await uploaded(ana, photo, { filename: 'photo.jpg', type: 'image/jpeg' }));
    expect(stored).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not a picture')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a PNG cut off after its header', cutOff],
  ])('refuses %s with a 400 at the field, and keeps the picture there was', async (_, bytes) => {
    const ana = await shopper();
    const before = await uploaded(ana, await picture(40, 40).png().toBuffer());
    expectRefused(await upload(ana, bytes), 400, 'file_type');
    expect((await media(before)).statusCode).toBe(200);
    expect(currentUserResponse.parse((await me(ctx.app, 'pharmacy', ana.access)).json()).user.profile_image).toBe(
      before,
    );
  });

  it('refuses a picture that declares 100 megapixels in a few bytes (a decompression bomb) without decoding it', async () => {
    const ana = await shopper();
    const bomb = Buffer.from(await picture(30, 20).png().toBuffer());
    // The IHDR chunk: width and height at bytes 16-23, its CRC (over type and data) after them.
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expectRefused(await upload(ana, bomb), 400, 'too_many_pixels');
  });

  it('refuses a file over 5 MB with 413 in the one error shape', async () => {
    const ana = await shopper();
    const png = await picture(10, 10).png().toBuffer();
    const tooBig = Buffer.concat([png, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const res = await upload(ana, tooBig);
    expectRefused(res, 413, 'file_too_big');
    expect(errorSchema.parse(res.json()).code).toBe('payload_too_large');
  });

  it('asks for the picture in the field named image, and for multipart', async () => {
    const ana = await shopper();
    expectRefused(await upload(ana, await picture(10, 10).png().toBuffer(), { field: 'avatar' }), 400, 'required');
    const json = await call(ctx.app, ana, 'PATCH', '/api/users/change-profile-image/', { image: 'me.png' });
    expect(json.statusCode, json.body).toBe(415);
    expect(errorSchema.parse(json.json()).code).toBe('unsupported_media_type');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/change-profile-image/',
      headers: { 'x-site-token': 'demo-pharmacy', 'content-type': MULTIPART_TYPE },
      payload: multipartBody(await picture(10, 10).png().toBuffer()),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('replacing and deleting', () => {
  const fileOf = (url: string) => url.split('/').pop()!;

  it('a new picture removes the old file; deleting removes the current one', async () => {
    const ana = await shopper();
    const first = await uploaded(ana, await picture(40, 40).png().toBuffer());
    const second = await uploaded(ana, await picture(60, 60).png().toBuffer());
    expect(second).not.toBe(first);
    expect((await media(first)).statusCode).toBe(404);
    expect(await readdir(dir)).not.toContain(fileOf(first));
    expect(await readdir(dir)).toContain(fileOf(second));

    const deleted = await call(ctx.app, ana, 'DELETE', '/api/users/delete-profile-image/');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(currentUserResponse.parse(deleted.json()).user.profile_image).toBeNull();
    expect((await media(second)).statusCode).toBe(404);
    expect(await readdir(dir)).not.toContain(fileOf(second));
    // Nothing left to delete: done all the same.
    expect((await call(ctx.app, ana, 'DELETE', '/api/users/delete-profile-image/')).statusCode).toBe(200);
  });

  it("the bearer decides whose picture: Ion's delete leaves Ana's picture", async () => {
    const ana = await shopper();
    const ion = await shopper();
    const anas = await uploaded(ana, await picture(40, 40).png().toBuffer());
    const res = await call(ctx.app, ion, 'DELETE', '/api/users/delete-profile-image/');
    expect(res.statusCode, res.body).toBe(200);
    expect(currentUserResponse.parse(res.json()).user.id).toBe(ion.id);
    expect((await media(anas)).statusCode).toBe(200);
    expect(currentUserResponse.parse((await me(ctx.app, 'pharmacy', ana.access)).json()).user.profile_image).toBe(anas);
  });

  it('serves only the names it gives (no path out of the folder)', async () => {
    for (const url of ['/media/profile-images/..%2F..%2Fetc%2Fpasswd', '/media/profile-images/missing.webp']) {
      expect((await media(url)).statusCode).toBe(404);
    }
  });
});
