// What the profile-picture calls take: a multipart/form-data body with one file part, as a
// browser's form sends it, and pictures made on the spot.
import sharp from 'sharp';

export const MULTIPART_BOUNDARY = 'vitrina-test-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

export interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
}

export function multipartBody(
  bytes: Buffer,
  { field = 'image', filename = 'me.png', type = 'image/png' }: FilePart = {},
) {
  const head =
    `--${MULTIPART_BOUNDARY}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`)]);
}

/** A plain picture of one colour, to encode as any format. */
export const picture = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });
