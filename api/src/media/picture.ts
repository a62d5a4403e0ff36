// The pictures shoppers upload (the profile picture, an advert's photos), judged and re-encoded one
// way. The type is the content's, never the name's or the part's header: the first bytes must be
// JPEG, PNG, WebP or GIF (so no other decoder, SVG's or TIFF's, ever reads a shopper's bytes) and
// sharp must read the same format. The pixels are bounded before decoding; the picture is turned
// upright, made to fit its side and re-encoded to WebP without metadata (a phone's EXIF holds the
// GPS position of the shopper's home).
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';

type Format = 'jpeg' | 'png' | 'webp' | 'gif';

/** What one kind of picture may be, and what the shop keeps of it. */
export interface PicturePolicy {
  /** The largest file taken, in bytes: the call's multipart `fileSize` limit. */
  maxBytes: number;
  /** The most pixels a header may declare; more is refused before anything is decoded. */
  maxPixels: number;
  /** The kept picture fits a square of this side (a smaller one is never enlarged). */
  side: number;
  /** WebP quality, 1 to 100. */
  quality: number;
  /** How long sharp may work on one picture before it is refused. */
  timeoutSeconds: number;
}

export interface EncodedPicture {
  webp: Buffer;
  width: number;
  height: number;
}

/** Why a file is no picture the shop keeps: the field code the answer puts next to it. */
export type PictureRefusal = 'file_too_big' | 'file_type' | 'too_many_pixels';

const bytesAt = (bytes: Buffer, offset: number, text: string) =>
  bytes.subarray(offset, offset + text.length).toString('latin1') === text;

/** The format the first bytes announce, among those taken. */
export function sniffPicture(bytes: Buffer): Format | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytesAt(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (bytesAt(bytes, 0, 'GIF87a') || bytesAt(bytes, 0, 'GIF89a')) return 'gif';
  if (bytesAt(bytes, 0, 'RIFF') && bytesAt(bytes, 8, 'WEBP')) return 'webp';
  return null;
}

/**
 * A file part read to its end (or the request never finishes). The plugin truncates a file at the
 * call's limit (throwFileSizeLimit: false) instead of failing the request, so the answer can name it.
 */
export async function filePartBytes(part: MultipartFile): Promise<Buffer | 'file_too_big'> {
  const bytes = await part.toBuffer();
  return part.file.truncated ? 'file_too_big' : bytes;
}

/** The WebP to keep, or why the bytes are refused. */
export async function encodePicture(bytes: Buffer, policy: PicturePolicy): Promise<EncodedPicture | PictureRefusal> {
  if (bytes.length > policy.maxBytes) return 'file_too_big';
  const format = sniffPicture(bytes);
  if (!format) return 'file_type';
  // The header alone (nothing decoded), read without sharp's limit so a huge size is told apart from a broken file.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (metadata?.format !== format) return 'file_type';
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > policy.maxPixels) return 'too_many_pixels';
  try {
    // autoOrient: a phone's portrait photo is stored sideways with an EXIF turn, which is stripped.
    const { data, info } = await sharp(bytes, { limitInputPixels: policy.maxPixels, autoOrient: true })
      .resize(policy.side, policy.side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: policy.quality })
      .timeout({ seconds: policy.timeoutSeconds })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    // A header that reads over data that does not (a truncated or forged file).
    return 'file_type';
  }
}
