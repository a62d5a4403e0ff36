// Reads the picture of api/users/change-profile-image and makes the one the shop keeps: judged by
// its content and bounded in bytes and pixels, then re-encoded to an upright WebP without metadata,
// as every uploaded picture is (media/picture.ts). This module says what a profile picture may be
// and how a refusal reads in the one error shape.
import type { FastifyRequest } from 'fastify';

import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_PIXELS,
  PROFILE_IMAGE_SIDE,
} from '@vitrina/contract';

import { asClientError } from '../forms/resume-upload.ts';
import { encodePicture, filePartBytes, type PicturePolicy, type PictureRefusal } from '../media/picture.ts';
import { HttpError } from '../plugins/errors.ts';

const PROFILE_PICTURE: PicturePolicy = {
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  maxPixels: PROFILE_IMAGE_MAX_PIXELS,
  side: PROFILE_IMAGE_SIDE,
  quality: 82,
  timeoutSeconds: 10,
};

const field = PROFILE_IMAGE_FIELD;
const refused = (code: string, message: string) =>
  new HttpError(400, 'validation_failed', message, { [field]: [code] });

/** The refusal as the client reads it: too big is a 413 (as the plugin's own), the rest a 400 at the field. */
function refusal(code: PictureRefusal): HttpError {
  switch (code) {
    case 'file_too_big':
      return new HttpError(413, 'payload_too_large', `The picture is larger than ${PROFILE_IMAGE_MAX_BYTES} bytes`, {
        [field]: ['file_too_big'],
      });
    case 'too_many_pixels':
      return refused('too_many_pixels', `The picture has more than ${PROFILE_IMAGE_MAX_PIXELS} pixels`);
    case 'file_type':
      return refused('file_type', 'The file is not a JPEG, PNG, WebP or GIF picture');
  }
}

/** The bytes of the `image` part (every part is read to its end, or the request never finishes). */
export async function readProfileImagePart(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | 'file_too_big' | null = null;
  try {
    const limits = { fileSize: PROFILE_PICTURE.maxBytes, files: 1, fields: 5, fieldSize: 1000 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') continue;
      const bytes = await filePartBytes(part);
      if (part.fieldname === field) image = bytes;
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (image === 'file_too_big') throw refusal(image);
  if (!image) throw refused('required', `Send the picture in the multipart field "${field}"`);
  return image;
}

/** The WebP the shop keeps: at most PROFILE_IMAGE_SIDE square, the first frame of an animation. */
export async function toProfileWebp(bytes: Buffer): Promise<Buffer> {
  const encoded = await encodePicture(bytes, PROFILE_PICTURE);
  if (typeof encoded === 'string') throw refusal(encoded);
  return encoded.webp;
}
