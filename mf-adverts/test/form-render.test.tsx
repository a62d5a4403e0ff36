// The advert form as the shopper sees it once it opens (the browser opens it; here a forked scope
// does): every step draws its labelled fields with the spec's defaults, the chosen pictures, and the
// server's messages at their fields.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contactChanged,
  fieldChanged,
  formOpened,
  picturesPicked,
  saveRequested,
  stepChosen,
} from '../src/features/advert-form/index.ts';
import { advert, advertsShop } from './advert-support.ts';
import { refusal } from './fake-back-end.ts';
import { drawn, serverPage } from './server-page.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openedForm(locale: 'ro' | 'ru', url: string, more: Parameters<typeof advertsShop>[0] = {}) {
  const answer = advertsShop({
    ...more,
    'api/adverts-attributes': () =>
      Response.json([
        { id: 11, key: 'rooms', title: 'Camere', kind: 'number', unit: '', category: 1, options: [] },
        { id: 15, key: 'furnished', title: 'Mobilat', kind: 'boolean', unit: '', category: null, options: [] },
      ]),
  });
  const page = await serverPage(locale, url, answer, true);
  const draw = () => drawn(page.scope, locale, url, page.i18n);
  return { ...page, draw };
}

describe('the new advert form', () => {
  it('draws the first step with the type, category and titles, and the draft and next buttons (ro)', async () => {
    const { scope, draw, html } = await openedForm('ro', '/ro/my-adverts/new');
    expect(html).toContain('<h1>Anunț nou</h1>');
    await allSettled(formOpened, { scope, params: { kind: 'create' } });
    const step = draw();
    expect(step).toContain('<li aria-current="step">Pasul 1: Ce oferiți</li>');
    expect(step).toContain('<input type="radio" name="type" checked=""/>Vânzare');
    expect(step).toMatch(/<label class="vui-field-label" for="[^"]+">Categoria<span aria-hidden="true"> \*<\/span>/);
    expect(step).toContain('<option value="1">Apartamente</option>');
    expect(step).toMatch(/>Titlul în română<\/label><input/);
    expect(step).toContain('data-testid="save-draft">Salvează ca ciornă</button>');
    expect(step).toContain('data-testid="next">Mai departe</button>');
  });

  it('draws the details with EUR, ares and a negotiable price by default, and the category’s attributes (ru)', async () => {
    const { scope, draw } = await openedForm('ru', '/ru/my-adverts/new');
    await allSettled(formOpened, { scope, params: { kind: 'create' } });
    await allSettled(stepChosen, { scope, params: 'details' });
    const step = draw();
    expect(step).toContain('<option value="EUR" selected="">EUR</option>');
    expect(step).toContain('<option value="ari" selected="">сотки (100 м²)</option>');
    expect(step).toContain('<input type="checkbox" name="is_negotiable_price" checked=""/>Цена договорная');
    // The category decides the attributes: none is asked before one is chosen.
    expect(step).not.toContain('Camere');
  });

  it("shows the chosen pictures, and the server's messages at the contact and the picture they name", async () => {
    const { scope, draw } = await openedForm('ro', '/ro/my-adverts/new', {
      'api/adverts': () =>
        refusal(400, 'validation_failed', { 'contacts.0.value': ['invalid_phone'], 'images.0': ['file_type'] }),
    });
    await allSettled(formOpened, { scope, params: { kind: 'create' } });
    await allSettled(picturesPicked, {
      scope,
      params: [new File([new Uint8Array(3)], 'a.jpg', { type: 'image/jpeg' })],
    });
    await allSettled(fieldChanged, { scope, params: { title_ro: 'Teren', category: 1, region: 3, location: 301 } });
    await allSettled(contactChanged, { scope, params: { index: 0, contact: { value: '+373 69 123 456' } } });
    await allSettled(saveRequested, { scope, params: false });
    const step = draw();
    expect(step).toContain('<li aria-current="step">Pasul 4: Imagini și contacte</li>');
    expect(step).toMatch(/<img src="blob:[^"]+" alt="Imaginea 1" width="160" height="120"\/>/);
    expect(step).toContain('<li>Nu este o imagine JPEG, PNG, WebP sau GIF.</li>');
    expect(step).toMatch(
      /value="\+373 69 123 456"\/><p class="vui-field-error" id="[^"]+" data-field-error="contact-value-0">Introduceți un număr de telefon valid.<\/p>/,
    );
    expect(step).toContain('data-testid="publish">Publică</button>');
  });
});

describe('the edit form', () => {
  it('draws the owner’s advert with its values and pictures', async () => {
    const owned = advert({
      is_owner: true,
      contacts: [{ id: 1, type: 'phone', value: '+373 69 123 456', name: 'Ana' }],
    });
    const { scope, draw } = await openedForm('ro', '/ro/my-adverts/apartament-41/edit', {
      'api/adverts/apartament-41': () => Response.json(owned),
    });
    await allSettled(formOpened, { scope, params: { kind: 'edit', advert: owned } });
    expect(draw()).toContain('value="Apartament cu 2 camere nr. 41"');
    await allSettled(stepChosen, { scope, params: 'media' });
    const media = draw();
    expect(media).toContain('src="/media/adverts/501.webp"');
    expect(media).toContain('value="+373 69 123 456"');
  });
});
