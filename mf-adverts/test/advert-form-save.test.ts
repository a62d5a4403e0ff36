// Saving the advert form in a forked scope over a fake back end: "Next" stops at a step with a refused
// field, a draft saved opens draftSave and a published advert addAnnouncementSuccess (spec 4), the
// multipart POST goes to api/adverts/ and a later save of the same advert is its PATCH, and the
// server's field messages come back at their fields on the step that has them.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $openModal, authChanged, localeChanged } from '@vitrina/events';
import {
  $errors,
  $mode,
  $step,
  $values,
  fieldChanged,
  formOpened,
  objectUrlsFx,
  picturesPicked,
  saveRequested,
  stepNext,
} from '../src/features/advert-form/index.ts';
import { ADVERT_WINDOWS } from '../src/shared/config/windows.ts';
import { advert } from './advert-support.ts';
import { fakeBackEnd, refusal } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

async function openForm() {
  const scope = fork({ handlers: [[objectUrlsFx, (files: File[]) => files.map((f) => `blob:${f.name}`)]] });
  await allSettled(localeChanged, { scope, params: 'ro' });
  await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana' } });
  await allSettled(formOpened, { scope, params: { kind: 'create' } });
  return scope;
}

const complete = { title_ro: 'Teren 6 ari', category: 3, region: 3, location: 301, price: '15000' };
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'teren.jpg', { type: 'image/jpeg' });

describe('the steps', () => {
  it('stays on a step with a refused field, with its message, and moves on once it is fixed', async () => {
    fakeBackEnd(() => Response.json({}));
    const scope = await openForm();
    await allSettled(stepNext, { scope });
    expect(scope.getState($step)).toBe('what');
    expect(scope.getState($errors)).toEqual({ category: ['required'] });
    await allSettled(fieldChanged, { scope, params: { category: 3 } });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(stepNext, { scope });
    expect(scope.getState($step)).toBe('where');
  });

  it("judges only the step's own fields (a bad price waits for its step)", async () => {
    fakeBackEnd(() => Response.json({}));
    const scope = await openForm();
    await allSettled(fieldChanged, { scope, params: { category: 3, price: 'a lot' } });
    await allSettled(stepNext, { scope });
    expect(scope.getState($step)).toBe('where');
    await allSettled(stepNext, { scope });
    await allSettled(stepNext, { scope });
    expect(scope.getState($step)).toBe('details');
    expect(scope.getState($errors)).toEqual({ price: ['invalid'] });
  });
});

describe('saving', () => {
  it('saves a draft by multipart POST and opens draftSave; the next save of it is a PATCH', async () => {
    const calls = fakeBackEnd((call) =>
      Response.json(advert({ slug: 'teren-6-ari', is_owner: true, is_draft: call.method === 'POST', images: [] }), {
        status: call.method === 'POST' ? 201 : 200,
      }),
    );
    const scope = await openForm();
    await allSettled(fieldChanged, { scope, params: complete });
    await allSettled(picturesPicked, { scope, params: [photo] });
    await allSettled(saveRequested, { scope, params: true });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST api/adverts']);
    const sent = calls[0]!.body as FormData;
    expect(sent.get('is_draft')).toBe('true');
    expect((sent.get('images') as File).name).toBe('teren.jpg');
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.draftSave);
    expect(scope.getState($mode)).toMatchObject({ kind: 'edit', advert: { slug: 'teren-6-ari' } });

    await allSettled(saveRequested, { scope, params: false });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST api/adverts', 'PATCH api/adverts/teren-6-ari']);
    expect((calls[1]!.body as FormData).get('is_draft')).toBe('false');
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.addAnnouncementSuccess);
  });

  it('opens addAnnouncementSuccess for a new advert published at once', async () => {
    fakeBackEnd(() => Response.json(advert({ is_owner: true }), { status: 201 }));
    const scope = await openForm();
    await allSettled(fieldChanged, { scope, params: complete });
    await allSettled(saveRequested, { scope, params: false });
    expect(scope.getState($openModal)).toBe(ADVERT_WINDOWS.addAnnouncementSuccess);
  });

  it("sends nothing the browser's check refuses, and shows its step", async () => {
    const calls = fakeBackEnd(() => Response.json(advert()));
    const scope = await openForm();
    await allSettled(fieldChanged, { scope, params: { ...complete, lat: '100', lon: '28' } });
    await allSettled(saveRequested, { scope, params: false });
    expect(calls).toEqual([]);
    expect(scope.getState($step)).toBe('where');
    expect(scope.getState($errors)).toEqual({ lat: ['too_big'] });
    expect(scope.getState($openModal)).toBeNull();
  });

  it("puts the server's field messages at their fields, on the first step with one, and keeps what was typed", async () => {
    fakeBackEnd(() =>
      refusal(400, 'validation_failed', { location: ['required_to_publish'], 'contacts.0.value': ['invalid_phone'] }),
    );
    const scope = await openForm();
    await allSettled(fieldChanged, { scope, params: { ...complete, location: null } });
    await allSettled(saveRequested, { scope, params: false });
    expect(scope.getState($errors)).toEqual({
      location: ['required_to_publish'],
      'contacts.0.value': ['invalid_phone'],
    });
    expect(scope.getState($step)).toBe('where');
    expect(scope.getState($values).title_ro).toBe('Teren 6 ari');
    expect(scope.getState($openModal)).toBeNull();
  });
});
