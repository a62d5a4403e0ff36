// Where advert pictures live: an interface of three calls by key, so a bucket (S3 and the like: put,
// get and delete object) can replace the folder without touching the calls that use it. The folder
// one keeps each picture as a file named by its key under DATA_DIR/media/adverts.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface AdvertImageStorage {
  /** Keeps a new picture (WebP bytes) under a key no other picture has. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The picture's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Forgets the picture; one already gone is fine. */
  remove(key: string): Promise<void>;
}

/** 16 random bytes in base64url and the extension: a key says nothing about its advert and is never guessed. */
export const ADVERT_IMAGE_KEY = /^[A-Za-z0-9_-]{22}\.webp$/;
export const newImageKey = () => `${randomBytes(16).toString('base64url')}.webp`;
export const advertImageUrl = (key: string) => `/media/adverts/${key}`;

export function folderImageStorage(dir: string): AdvertImageStorage {
  // Only well-formed keys reach the file system: no other name, no path, is ever read or written.
  const pathOf = (key: string) => {
    if (!ADVERT_IMAGE_KEY.test(key)) throw new Error(`not an advert image key: ${key}`);
    return join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
    },
    get(key) {
      if (!ADVERT_IMAGE_KEY.test(key)) return Promise.resolve(null);
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
