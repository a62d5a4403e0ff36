// The form's pictures in a forked scope: chosen files show from object URLs that are released when a
// picture is removed or the form goes away; files the API would refuse are named, not taken; the
// preview is the picture chosen, else the first; an edit starts from the advert's own pictures.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $pictureRefusals,
  $pictures,
  $preview,
  formClosed,
  formOpened,
  objectUrlsFx,
  pictureRemoved,
  picturesPicked,
  previewChosen,
  releaseUrlsFx,
} from '../src/features/advert-form/index.ts';
import { advert } from './advert-support.ts';

const file = (name: string, type = 'image/jpeg', size = 4) => new File([new Uint8Array(size)], name, { type });

function formScope() {
  const released: string[] = [];
  let made = 0;
  const scope = fork({
    handlers: [
      [objectUrlsFx, (files: File[]) => files.map(() => `blob:shop/${++made}`)],
      [releaseUrlsFx, (urls: string[]) => void released.push(...urls)],
    ],
  });
  return { scope, released };
}

describe('chosen pictures', () => {
  it('show from object URLs in the order chosen; the first is the preview until another is chosen', async () => {
    const { scope } = formScope();
    await allSettled(formOpened, { scope, params: { kind: 'create' } });
    await allSettled(picturesPicked, { scope, params: [file('a.jpg'), file('b.png', 'image/png')] });
    await allSettled(picturesPicked, { scope, params: [file('c.webp', 'image/webp')] });
    const pictures = scope.getState($pictures);
    expect(pictures.map((p) => p.url)).toEqual(['blob:shop/1', 'blob:shop/2', 'blob:shop/3']);
    expect(new Set(pictures.map((p) => p.key)).size).toBe(3);
    expect(scope.getState($preview)).toBe(pictures[0]!.key);
    await allSettled(previewChosen, { scope, params: pictures[2]!.key });
    expect(scope.getState($preview)).toBe(pictures[2]!.key);
  });

  it('releases the URL of a removed picture, and every URL when the form goes away', async () => {
    const { scope, released } = formScope();
    await allSettled(formOpened, { scope, params: { kind: 'create' } });
    await allSettled(picturesPicked, { scope, params: [file('a.jpg'), file('b.jpg'), file('c.jpg')] });
    const [first, second] = scope.getState($pictures);
    await allSettled(previewChosen, { scope, params: second!.key });
    await allSettled(pictureRemoved, { scope, params: second!.key });
    expect(released).toEqual(['blob:shop/2']);
    // The chosen preview went: the first picture is the preview again.
    expect(scope.getState($preview)).toBe(first!.key);
    await allSettled(formClosed, { scope });
    expect(released).toEqual(['blob:shop/2', 'blob:shop/1', 'blob:shop/3']);
    expect(scope.getState($pictures)).toEqual([]);
  });

  it('names the files it does not take: not a picture, over 8 MB, past ten', async () => {
    const { scope } = formScope();
    await allSettled(formOpened, { scope, params: { kind: 'create' } });
    const nine = Array.from({ length: 9 }, (_, i) => file(`p${i}.jpg`));
    await allSettled(picturesPicked, {
      scope,
      params: [
        file('plan.pdf', 'application/pdf'),
        file('huge.jpg', 'image/jpeg', 8 * 1024 * 1024 + 1),
        ...nine,
        file('p9.jpg'),
        file('p10.jpg'),
      ],
    });
    expect(scope.getState($pictures)).toHaveLength(10);
    expect(scope.getState($pictureRefusals)).toEqual([
      { name: 'plan.pdf', reason: 'file_type' },
      { name: 'huge.jpg', reason: 'file_too_big' },
      { name: 'p10.jpg', reason: 'too_many' },
    ]);
  });

  it("starts an edit from the advert's own pictures, with its preview, and releases nothing of them", async () => {
    const { scope, released } = formScope();
    const owned = advert({
      is_owner: true,
      images: [
        { id: 501, url: '/media/adverts/501.webp', width: 1, height: 1, is_preview: false },
        { id: 502, url: '/media/adverts/502.webp', width: 1, height: 1, is_preview: true },
      ],
    });
    await allSettled(formOpened, { scope, params: { kind: 'edit', advert: owned } });
    expect(scope.getState($pictures).map((p) => p.key)).toEqual(['kept:501', 'kept:502']);
    expect(scope.getState($preview)).toBe('kept:502');
    await allSettled(pictureRemoved, { scope, params: 'kept:501' });
    await allSettled(formClosed, { scope });
    expect(released).toEqual([]);
  });
});
