// The form's pictures: the advert's own (kept until removed) and the files chosen now, each shown by
// an object URL that is released when the picture is removed or the form goes away (a photo's URL
// holds its bytes in memory). Files the API would refuse are told at once, not taken. The preview is
// the picture chosen, else the first. URL making and releasing are effects, so a test replaces them.
import { combine, createEffect, createEvent, sample } from 'effector';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, IMAGES_MAX } from '../../../shared/config/advert-rules.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';
import { previewOf, takeFiles } from '../lib/pictures.ts';
import type { NewPicture, Picture, PictureRefusal } from '../lib/pictures.ts';

const LIMITS = { maxCount: IMAGES_MAX, maxBytes: IMAGE_MAX_BYTES, types: IMAGE_TYPES };

export const objectUrlsFx = createEffect((files: File[]) => files.map((file) => URL.createObjectURL(file)));
export const releaseUrlsFx = createEffect((urls: string[]) => {
  for (const url of urls) URL.revokeObjectURL(url);
});

export const picturesPicked = createEvent<File[]>();
export const pictureRemoved = createEvent<string>();
export const previewChosen = createEvent<string>();
/** The form opened: the advert's own pictures (none for a new one) and its preview; what was chosen before is released. */
export const picturesSet = createEvent<{ pictures: Picture[]; preview: string | null }>();
/** The form went away (its page was left): every object URL is released. */
export const picturesReleased = createEvent();

export const $pictures = advertsUnits.store<Picture[]>('form/pictures', [], { serialize: 'ignore' });
const $chosen = advertsUnits.store<string | null>('form/chosen-preview', null, { serialize: 'ignore' });
export const $preview = combine($pictures, $chosen, previewOf);
export const $pictureRefusals = advertsUnits.store<{ name: string; reason: PictureRefusal }[]>(
  'form/refused-files',
  [],
  {
    serialize: 'ignore',
  },
);
const $seq = advertsUnits.store('form/picture-seq', 0, { serialize: 'ignore' });

const newUrls = (pictures: readonly Picture[]) =>
  pictures.filter((p): p is NewPicture => p.kind === 'new').map((p) => p.url);

const picked = sample({
  clock: picturesPicked,
  source: $pictures,
  fn: (pictures, files) => takeFiles(files, pictures.length, LIMITS),
});
$pictureRefusals.on(picked, (_, { refused }) => refused).reset([picturesSet, picturesReleased]);
sample({ clock: picked, filter: ({ taken }) => taken.length > 0, fn: ({ taken }) => taken, target: objectUrlsFx });
// The keys and the next number come from one reading, so two picks never share a key.
const added = sample({
  clock: objectUrlsFx.done,
  source: { pictures: $pictures, seq: $seq },
  fn: ({ pictures, seq }, { params, result }) => ({
    pictures: [
      ...pictures,
      ...params.map((file, i): NewPicture => ({ key: `file:${seq + i}`, kind: 'new', file, url: result[i]! })),
    ],
    seq: seq + params.length,
  }),
});
sample({ clock: added, fn: ({ pictures }) => pictures, target: $pictures });
sample({ clock: added, fn: ({ seq }) => seq, target: $seq });

const removed = sample({
  clock: pictureRemoved,
  source: $pictures,
  fn: (pictures, key) => ({ gone: pictures.filter((p) => p.key === key), left: pictures.filter((p) => p.key !== key) }),
});
sample({ clock: removed, fn: ({ left }) => left, target: $pictures });
sample({
  clock: removed,
  filter: ({ gone }) => newUrls(gone).length > 0,
  fn: ({ gone }) => newUrls(gone),
  target: releaseUrlsFx,
});

// What was there is read before it is replaced: its object URLs are released.
const replaced = sample({
  clock: [picturesSet, sample({ clock: picturesReleased, fn: () => ({ pictures: [], preview: null }) })],
  source: $pictures,
  fn: (before, next: { pictures: Picture[]; preview: string | null }) => ({ urls: newUrls(before), ...next }),
});
sample({ clock: replaced, fn: ({ pictures }) => pictures, target: $pictures });
sample({ clock: replaced, fn: ({ preview }) => preview, target: $chosen });
sample({ clock: replaced, filter: ({ urls }) => urls.length > 0, fn: ({ urls }) => urls, target: releaseUrlsFx });
$chosen.on(previewChosen, (_, key) => key);
