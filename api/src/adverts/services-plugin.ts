// What the adverts calls use outside the database, as app.advertServices: the picture storage and
// the list's cache of counts (list-counts.ts). server.ts points the storage at DATA_DIR/media/adverts;
// an app built for a test or a script keeps the pictures in a temporary folder removed when it
// closes. Either way the demo's drawn pictures stand in front (demo-pictures.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { withDemoPictures } from './demo-pictures.ts';
import { folderImageStorage, type AdvertImageStorage } from './image-storage.ts';
import { createAdvertCounts, type AdvertCounts } from './list-counts.ts';

export interface AdvertServicesOptions {
  /** Another storage (a bucket); the folder below when omitted. */
  imageStorage?: AdvertImageStorage | undefined;
  /** The folder of the pictures when no storage is given; a temporary one when neither is. */
  imageDir?: string | undefined;
}

export interface AdvertServices {
  images: AdvertImageStorage;
  /** Counts of filter combinations, per shop and adverts version. */
  counts: AdvertCounts;
}

declare module 'fastify' {
  interface FastifyInstance {
    advertServices: AdvertServices;
  }
}

/** The running API's: pictures where the other media live, DATA_DIR/media/adverts. */
export const advertServicesFromConfig = (config: { DATA_DIR: string }): AdvertServicesOptions => ({
  imageDir: join(config.DATA_DIR, 'media', 'adverts'),
});

export const advertServicesPlugin = fp(
  async (app: FastifyInstance, options: AdvertServicesOptions) => {
    let storage = options.imageStorage;
    if (!storage) {
      let dir = options.imageDir;
      if (!dir) {
        const temporary = await mkdtemp(join(tmpdir(), 'vitrina-advert-images-'));
        app.addHook('onClose', () => rm(temporary, { recursive: true, force: true }));
        dir = temporary;
      }
      storage = folderImageStorage(dir);
    }
    app.decorate('advertServices', { images: withDemoPictures(storage), counts: createAdvertCounts() });
  },
  { name: 'advert-services' },
);
