// Gallery (albums drawn from the categories), payment systems, order guide, main-page section
// settings and default site files. The demo derives them from the catalogue and the site.
import { HOME_SECTIONS } from '@vitrina/contract';

import { loadMenuTree } from '../catalog/menu-tree.ts';
import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../plugins/errors.ts';
import type { Site } from '../plugins/site.ts';

const IMAGES_PER_ALBUM = 6;

async function albums(db: Db, siteId: number, ctx: LangContext) {
  const tree = await loadMenuTree(db, siteId, ctx);
  return tree.map((category) => ({
    id: category.id,
    title: category.categoryTitle,
    cover: `/media/illustrations/gallery-${category.id}-1.svg`,
    images: Array.from({ length: IMAGES_PER_ALBUM }, (_, i) => ({
      id: category.id * 100 + i + 1,
      url: `/media/illustrations/gallery-${category.id}-${i + 1}.svg`,
      alt: `${category.categoryTitle} ${i + 1}`,
    })),
  }));
}

export async function listGallery(db: Db, siteId: number, ctx: LangContext) {
  return (await albums(db, siteId, ctx)).map(({ images, ...album }) => ({ ...album, count: images.length }));
}

export async function loadAlbum(db: Db, siteId: number, ctx: LangContext, id: number) {
  const album = (await albums(db, siteId, ctx)).find((candidate) => candidate.id === id);
  if (!album) throw notFound('Gallery album');
  return album;
}

export async function listAllImages(db: Db, siteId: number, ctx: LangContext) {
  return (await albums(db, siteId, ctx)).flatMap((album) =>
    album.images.map((image) => ({ ...image, albumId: album.id })),
  );
}

const PAYMENT_SYSTEMS = [
  {
    key: 'card',
    title: {
      ro: 'Card bancar online',
      ru: 'Банковская карта онлайн',
      uk: 'Банківська картка онлайн',
      en: 'Bank card online',
    },
  },
  {
    key: 'cash',
    title: {
      ro: 'Numerar la livrare',
      ru: 'Наличными при получении',
      uk: 'Готівкою при отриманні',
      en: 'Cash on delivery',
    },
  },
  {
    key: 'transfer',
    title: { ro: 'Transfer bancar', ru: 'Банковский перевод', uk: 'Банківський переказ', en: 'Bank transfer' },
  },
  {
    key: 'credit',
    title: {
      ro: 'Credit sau rate',
      ru: 'Кредит или рассрочка',
      uk: 'Кредит або розстрочка',
      en: 'Credit or instalments',
    },
  },
];

export function listPaymentSystems(ctx: LangContext) {
  return PAYMENT_SYSTEMS.map((system, i) => ({
    id: i + 1,
    key: system.key,
    title: t(system.title, ctx),
    icon: `/media/illustrations/payment-${system.key}.svg`,
  }));
}

const ORDER_GUIDE = [
  {
    title: { ro: 'Alegeți produsele', ru: 'Выберите товары', uk: 'Оберіть товари', en: 'Choose products' },
    text: {
      ro: 'Adăugați produsele în coș.',
      ru: 'Добавьте товары в корзину.',
      uk: 'Додайте товари до кошика.',
      en: 'Add products to the cart.',
    },
  },
  {
    title: { ro: 'Completați datele', ru: 'Заполните данные', uk: 'Заповніть дані', en: 'Fill in your details' },
    text: {
      ro: 'Indicați adresa și telefonul.',
      ru: 'Укажите адрес и телефон.',
      uk: 'Вкажіть адресу й телефон.',
      en: 'Give your address and phone.',
    },
  },
  {
    title: { ro: 'Plătiți', ru: 'Оплатите', uk: 'Оплатіть', en: 'Pay' },
    text: {
      ro: 'Online, la livrare sau în rate.',
      ru: 'Онлайн, при получении или в рассрочку.',
      uk: 'Онлайн, при отриманні або частинами.',
      en: 'Online, on delivery or in instalments.',
    },
  },
  {
    title: { ro: 'Primiți comanda', ru: 'Получите заказ', uk: 'Отримайте замовлення', en: 'Receive the order' },
    text: {
      ro: 'Curierul vă sună înainte de livrare.',
      ru: 'Курьер позвонит перед доставкой.',
      uk: 'Кур’єр зателефонує перед доставкою.',
      en: 'The courier calls before delivery.',
    },
  },
];

export function listOrderGuide(ctx: LangContext) {
  return ORDER_GUIDE.map((step, i) => ({ step: i + 1, title: t(step.title, ctx), text: t(step.text, ctx) }));
}

/** Home sections in display order; product of the day is off until a shop turns it on (has_product_of_the_day). */
export function mainPageSettings() {
  return {
    sections: HOME_SECTIONS.map((key) => ({ key, enabled: key !== 'product_of_the_day' })),
    featured_brands_limit: 12,
    new_products_limit: 10,
  };
}

export function defaultSiteFiles(site: Site) {
  const logo = (variant: string) => `/media/logos/${site.brandKey}-${variant}.svg`;
  return {
    favicon: logo('mobile-light'),
    apple_touch_icon: logo('mobile-light'),
    og_image: logo('light'),
    // The robots.txt protocol wants the sitemap as a full URL: on the shop's public origin.
    robots: `User-agent: *\nDisallow: /*/account\nDisallow: /*/compare\nDisallow: /*/favorites\nSitemap: ${site.publicOrigin}/sitemap.xml\n`,
  };
}
