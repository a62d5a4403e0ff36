// Reads an advert call's body: JSON as the router parsed it, or multipart/form-data with its text
// fields and its pictures. Each picture is judged and re-encoded as it arrives (media/picture.ts, as
// every uploaded picture is), so a request holds one original at a time however many it sends; every
// part is read to its end, or the request never finishes. A refused picture is a field error at its
// place (`images.2`). The whole body is bounded by its declared length before anything is read.
import type { FastifyRequest } from 'fastify';

import {
  ADVERT_BODY_MAX_BYTES,
  ADVERT_IMAGE_MAX_BYTES,
  ADVERT_IMAGE_MAX_PIXELS,
  ADVERT_IMAGE_SIDE,
  ADVERT_IMAGES_MAX,
} from '@vitrina/contract';

import { asClientError } from '../forms/resume-upload.ts';
import { encodePicture, filePartBytes, type EncodedPicture, type PicturePolicy } from '../media/picture.ts';
import { HttpError } from '../plugins/errors.ts';

/** An advert's photo: within 1600 px, a little more compressed than a profile picture (there are ten). */
const ADVERT_PICTURE: PicturePolicy = {
  maxBytes: ADVERT_IMAGE_MAX_BYTES,
  maxPixels: ADVERT_IMAGE_MAX_PIXELS,
  side: ADVERT_IMAGE_SIDE,
  quality: 80,
  timeoutSeconds: 20,
};

export interface AdvertBody {
  /** Text fields by name (multipart), or null when the body was JSON (then `json` holds it). */
  fields: Map<string, string[]> | null;
  json: unknown;
  /** The pictures of the file field, in the order sent. */
  images: EncodedPicture[];
  /** Field errors of the pictures (too big, not a picture, one too many). */
  imageErrors: Record<string, string[]>;
}

/** Text of one advert body: 40 attributes or a description of 5000 characters in 4-byte UTF-8 fit. */
const FIELD_BYTES = 64 * 1024;

export async function readAdvertBody(request: FastifyRequest, fileField: string): Promise<AdvertBody> {
  if (!request.isMultipart()) {
    // Fastify answers 415 itself for a type it does not parse; a JSON body must be an object.
    if (request.body !== undefined && (typeof request.body !== 'object' || request.body === null))
      throw new HttpError(400, 'validation_failed', 'The advert must be a JSON object', { body: ['invalid'] });
    return { fields: null, json: request.body ?? {}, images: [], imageErrors: {} };
  }
  refuseLongBody(request);
  try {
    return await readParts(request, fileField);
  } catch (error) {
    throw asClientError(error);
  }
}

async function readParts(request: FastifyRequest, fileField: string): Promise<AdvertBody> {
  const fields = new Map<string, string[]>();
  const images: EncodedPicture[] = [];
  const imageErrors: Record<string, string[]> = {};
  let files = 0;
  // Twice the pictures an advert keeps: beyond that the plugin stops the request (413).
  const limits = {
    fileSize: ADVERT_PICTURE.maxBytes,
    files: ADVERT_IMAGES_MAX * 2,
    fields: 60,
    fieldSize: FIELD_BYTES,
  };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw fieldTooLong(part.fieldname);
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
      continue;
    }
    const bytes = await filePartBytes(part);
    if (part.fieldname !== fileField) {
      (imageErrors[part.fieldname] ??= []).push('unknown_field');
      continue;
    }
    const at = `${fileField}.${files++}`;
    if (bytes === 'file_too_big') imageErrors[at] = [bytes];
    else if (files > ADVERT_IMAGES_MAX) imageErrors[at] = ['too_many'];
    else if (bytes.length === 0) imageErrors[at] = ['required'];
    else {
      const encoded = await encodePicture(bytes, ADVERT_PICTURE);
      if (typeof encoded === 'string') imageErrors[at] = [encoded];
      else images.push(encoded);
    }
  }
  return { fields, json: null, images, imageErrors };
}

/**
 * The multipart plugin reads the request as it comes and bounds each part, not the whole. A body
 * must declare its length (every browser's form does) and at most ADVERT_BODY_MAX_BYTES: Node reads
 * no byte past a declared length, so the limit holds whatever is sent, and a refused body is never read.
 */
function refuseLongBody(request: FastifyRequest): void {
  const declared = request.headers['content-length'];
  if (declared === undefined)
    throw new HttpError(411, 'length_required', 'An advert with pictures must declare its length (Content-Length)');
  if (Number(declared) > ADVERT_BODY_MAX_BYTES)
    throw new HttpError(
      413,
      'payload_too_large',
      `An advert's body may be at most ${ADVERT_BODY_MAX_BYTES} bytes: ${ADVERT_IMAGES_MAX} pictures of ${ADVERT_IMAGE_MAX_BYTES} bytes and the text`,
    );
}

const fieldTooLong = (name: string) =>
  new HttpError(400, 'validation_failed', `The field ${name} is longer than any advert field`, {
    [name]: ['too_long'],
  });
