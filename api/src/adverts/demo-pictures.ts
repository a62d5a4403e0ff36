// The demo adverts' pictures are drawn, not downloaded or stored: a key `demo-<n>-<view>.webp` names
// a house (or a flat's window, or a plot) drawn as SVG from <n> and turned into WebP by sharp, as a
// stored picture would be served. They stand in front of the real storage; other keys pass through.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

import { hash } from '../media/svg.ts';
import type { AdvertImageStorage } from './image-storage.ts';

export const DEMO_IMAGE_KEY = /^demo-(\d{1,6})-(\d)\.webp$/;
export const demoImageKey = (n: number, view: number) => `demo-${n}-${view}.webp`;
export const DEMO_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** A facade, a room or a plot under the sky: colours and proportions from the number. */
export function demoPictureSvg(n: number, view: number): string {
  const h = hash(`advert-${n}-${view}`);
  const hue = h % 360;
  const wall = `hsl(${hue} 35% ${55 + (h % 20)}%)`;
  const roof = `hsl(${(hue + 180) % 360} 40% 35%)`;
  const sky = `hsl(205 60% ${80 + ((h >> 3) % 12)}%)`;
  const width = 300 + ((h >> 5) % 200);
  const x = (800 - width) / 2;
  const floors = 1 + ((h >> 9) % 4);
  const windows = Array.from({ length: floors * 3 }, (_, i) => {
    const wx = x + 30 + (i % 3) * ((width - 60) / 3);
    const wy = 520 - 90 * (Math.floor(i / 3) + 1);
    return `<rect x="${wx.toFixed(0)}" y="${wy}" width="${((width - 120) / 3).toFixed(0)}" height="50" fill="#dbeafe" stroke="#334155" stroke-width="3"/>`;
  }).join('');
  const top = 540 - 90 * floors - 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="${sky}"/><rect y="520" width="800" height="80" fill="hsl(100 35% 40%)"/>
<rect x="${x}" y="${top}" width="${width}" height="${540 - top}" fill="${wall}"/>
<path d="M${x - 30} ${top} L400 ${top - 90 - view * 10} L${x + width + 30} ${top} Z" fill="${roof}"/>${windows}
<rect x="380" y="460" width="40" height="80" fill="${roof}"/>
</svg>`;
}

export function withDemoPictures(storage: AdvertImageStorage): AdvertImageStorage {
  // Drawing takes ~20 ms; the demo's pictures are a few hundred keys of ~15 kB each.
  const drawn = new LRUCache<string, Promise<Buffer>>({ max: 300 });
  const draw = (key: string, n: number, view: number) => {
    let picture = drawn.get(key);
    if (!picture) {
      picture = sharp(Buffer.from(demoPictureSvg(n, view)))
        .webp({ quality: 70 })
        .toBuffer();
      drawn.set(key, picture);
    }
    return picture;
  };
  return {
    put: (key, bytes) => storage.put(key, bytes),
    get(key) {
      const demo = DEMO_IMAGE_KEY.exec(key);
      return demo ? draw(key, Number(demo[1]), Number(demo[2])) : storage.get(key);
    },
    // Nothing is kept for a drawn picture: removing one from an advert only drops its row.
    remove: (key) => (DEMO_IMAGE_KEY.test(key) ? Promise.resolve() : storage.remove(key)),
  };
}
