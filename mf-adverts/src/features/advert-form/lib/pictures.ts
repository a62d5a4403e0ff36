// The advert's pictures while the form is open: those it has (kept, by their id) and those chosen now
// (new, each a file with the object URL its preview shows). One of them is the preview picture.
export type Picture =
  { key: string; kind: 'kept'; id: number; url: string } | { key: string; kind: 'new'; file: File; url: string };

export type NewPicture = Extract<Picture, { kind: 'new' }>;

export const keptKey = (id: number) => `kept:${id}`;

/** Why a chosen file is not taken (the API would refuse it: by content, but a wrong type is told early). */
export type PictureRefusal = 'file_type' | 'file_too_big' | 'too_many';

export interface PictureLimits {
  maxCount: number;
  maxBytes: number;
  types: readonly string[];
}

/** The files a pick adds (in order) and, per refused file name, why not. */
export function takeFiles(
  files: readonly File[],
  have: number,
  limits: PictureLimits,
): { taken: File[]; refused: { name: string; reason: PictureRefusal }[] } {
  const taken: File[] = [];
  const refused: { name: string; reason: PictureRefusal }[] = [];
  for (const file of files) {
    if (!limits.types.includes(file.type)) refused.push({ name: file.name, reason: 'file_type' });
    else if (file.size > limits.maxBytes) refused.push({ name: file.name, reason: 'file_too_big' });
    else if (have + taken.length >= limits.maxCount) refused.push({ name: file.name, reason: 'too_many' });
    else taken.push(file);
  }
  return { taken, refused };
}

/** The preview is the chosen picture while it is there, else the first one. */
export function previewOf(pictures: readonly Picture[], chosen: string | null): string | null {
  return pictures.some((p) => p.key === chosen) ? chosen : (pictures[0]?.key ?? null);
}
