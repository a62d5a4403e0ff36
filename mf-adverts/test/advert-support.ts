// Adverts as the API answers them, and a back end that answers an adverts shop's reads, for the
// remote's model and render tests.
import type { Advert, AdvertCard, AdvertList } from '@vitrina/contract';
import type { SeenCall } from './fake-back-end.ts';
import { pathOf } from './fake-back-end.ts';

export const card = (id: number, fields: Partial<AdvertCard> = {}): AdvertCard => ({
  id,
  slug: `apartament-${id}`,
  type: 'sale',
  title: `Apartament cu 2 camere nr. ${id}`,
  price: 65000,
  currency: 'EUR',
  shop_price: { price: 1280500, currency: 'MDL' },
  is_negotiable_price: true,
  area: 54.5,
  area_unit: 'm2',
  category: { id: 1, title: 'Apartamente' },
  region: { id: 3, title: 'Chișinău' },
  location: { id: 301, title: 'Chișinău' },
  sector: { id: 7, title: 'Botanica' },
  address: 'bd. Dacia 23',
  image: `/media/adverts/${id}.webp`,
  images_count: 2,
  is_draft: false,
  is_active: true,
  is_deleted: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...fields,
});

export const advert = (fields: Partial<Advert> = {}): Advert => ({
  ...card(41),
  title_ro: 'Apartament cu 2 camere nr. 41',
  title_ru: 'Двухкомнатная квартира № 41',
  description: 'Apartament luminos, etajul 3.',
  description_ro: 'Apartament luminos, etajul 3.',
  description_ru: 'Светлая квартира, 3 этаж.',
  lat: 46.9961,
  lon: 28.8573,
  cadastral_number: '0100415.123.01.045',
  attributes: [
    { attribute: 11, key: 'rooms', title: 'Camere', value: '2', value_title: '2', unit: '' },
    { attribute: 14, key: 'heating', title: 'Încălzire', value: 'autonomous', value_title: 'Autonomă', unit: '' },
  ],
  images: [
    { id: 501, url: '/media/adverts/501.webp', width: 1600, height: 1200, is_preview: true },
    { id: 502, url: '/media/adverts/502.webp', width: 1600, height: 1200, is_preview: false },
  ],
  has_contacts: true,
  is_owner: false,
  contacts: null,
  ...fields,
});

export const list = (data: AdvertCard[], fields: Partial<AdvertList> = {}): AdvertList => ({
  data,
  totalCount: data.length,
  pages: data.length ? 1 : 0,
  page: 1,
  page_size: 24,
  ...fields,
});

export const CATEGORIES = [
  { id: 1, slug: 'apartamente', title: 'Apartamente' },
  { id: 3, slug: 'terenuri', title: 'Terenuri' },
];
export const REGIONS = [{ id: 3, key: 'kishinev', title: 'Chișinău', adverts_count: 30 }];
export const LOCATIONS = [{ id: 301, key: 'kishinev', title: 'Chișinău', region: 3 }];

/** An adverts shop's reads; `overrides` answer first (by path). */
export function advertsShop(overrides: Record<string, (call: SeenCall) => Response> = {}) {
  return (call: SeenCall): Response => {
    const path = pathOf(call);
    const own = overrides[path];
    if (own) return own(call);
    if (path === 'general/v2/product') return Response.json(list([card(1), card(2)]));
    if (path === 'api/adverts-categories') return Response.json(CATEGORIES);
    if (path === 'api/regions' || path === 'api/advert-regions') return Response.json(REGIONS);
    if (path === 'api/advert-regions/3/locations') return Response.json(LOCATIONS);
    if (path === 'api/sectors') return Response.json([{ id: 7, title: 'Botanica', location: 301 }]);
    if (path.startsWith('api/advert-title/')) {
      return Response.json({ slug: path.split('/')[2], title_ro: 'Apartament', title_ru: 'Квартира' });
    }
    if (path.startsWith('api/adverts/')) return Response.json(advert());
    if (path === 'api/complaint-categories') return Response.json([{ id: 1, title: 'Fraudă' }]);
    if (path === 'api/my-favorite-adverts') return Response.json({ data: [], advert_ids: [] });
    return Response.json({ code: 'not_found', message: 'no', fieldErrors: {} }, { status: 404 });
  };
}

/** A shop whose adverts module is off: every adverts call answers 404 (api/adverts/switch.ts). */
export const shopWithoutAdverts = () =>
  Response.json({ code: 'not_found', message: 'This shop has no adverts', fieldErrors: {} }, { status: 404 });
