// Reads the picture of api/users/change-profile-image and makes the one the shop keeps. The type is
// the content's, never the name's or the header's: the first bytes must be JPEG, PNG, WebP or GIF
// (so no other decoder, SVG's or TIFF's, ever reads a shopper's bytes) and sharp must read the same
// format. The pixels are bounded before decoding, and the result is re-encoded to WebP, turned
// upright and stripped of every metadata (EXIF with its GPS position, XMP, comments).
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';

import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_PIXELS,
  PROFILE_IMAGE_SIDE,
} from '@vitrina/contract';

import { asClientError } from '../forms/resume-upload.ts';
import { HttpError } from '../plugins/errors.ts';

type Format = 'jpeg' | 'png' | 'webp' | 'gif';

const field = PROFILE_IMAGE_FIELD;
const refused = (code: string, message: string) =>
  new HttpError(400, 'validation_failed', message, { [field]: [code] });

const bytesAt = (bytes: Buffer, offset: number, text: string) =>
  bytes.subarray(offset, offset + text.length).toString('latin1') === text;

/** The format the first bytes announce, among those taken. */
function sniff(bytes: Buffer): Format | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytesAt(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (bytesAt(bytes, 0, 'GIF87a') || bytesAt(bytes, 0, 'GIF89a')) return 'gif';
  if (bytesAt(bytes, 0, 'RIFF') && bytesAt(bytes, 8, 'WEBP')) return 'webp';
  return null;
}

/** The bytes of the `image` part (every part is read to its end, or the request never finishes). */
export async function readProfileImagePart(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | null = null;
  let tooBig = false;
  try {
    const limits = { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== field) continue;
      // The plugin truncates at the limit (throwFileSizeLimit: false), so the answer can name the field.
      if (part.file.truncated) tooBig = true;
      else image = bytes;
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (tooBig)
    throw new HttpError(413, 'payload_too_large', `The picture is larger than ${PROFILE_IMAGE_MAX_BYTES} bytes`, {
      [field]: ['file_too_big'],
    });
  if (!image) throw refused('required', `Send the picture in the multipart field "${field}"`);
  return image;
}

/** The WebP the shop keeps: at most PROFILE_IMAGE_SIDE square, the first frame of an animation. */
export async function toProfileWebp(bytes: Buffer): Promise<Buffer> {
  const notAPicture = refused('file_type', 'The file is not a JPEG, PNG, WebP or GIF picture');
  const format = sniff(bytes);
  if (!format) throw notAPicture;
  // The header alone (nothing is decoded), read without sharp's limit so a huge size is told apart
  // from a broken file.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (metadata?.format !== format) throw notAPicture;
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PROFILE_IMAGE_MAX_PIXELS)
    throw refused('too_many_pixels', `The picture has more than ${PROFILE_IMAGE_MAX_PIXELS} pixels`);
  try {
    // autoOrient: a phone's portrait photo is stored sideways with an EXIF turn, which is stripped.
    return await sharp(bytes, { limitInputPixels: PROFILE_IMAGE_MAX_PIXELS, autoOrient: true })
      .resize(PROFILE_IMAGE_SIDE, PROFILE_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .timeout({ seconds: 10 })
      .toBuffer();
  } catch {
    // A header that reads over data that does not (a truncated or forged file).
    throw notAPicture;
  }
}
