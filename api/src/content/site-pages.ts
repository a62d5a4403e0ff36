// Settings pages (about, terms, delivery, credit, ...), footer settings and contacts of a site.
// Settings pages are CMS pages whose slug is the settings key.
import { and, desc, eq, ne } from 'drizzle-orm';

import { SETTINGS_PAGE_PATHS } from '@vitrina/contract';

import { loadMenuTree } from '../catalog/menu-tree.ts';
import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { articles, pages } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';
import type { Site } from '../plugins/site.ts';
import type { SiteSettings } from '../settings/global-settings.ts';
import { articleCard, articleCardColumns } from './articles.ts';

export async function loadSettingsPage(db: Db, siteId: number, ctx: LangContext, key: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.slug, key)))
    .limit(1);
  if (!row) throw notFound('Page');
  const title = t(row.title, ctx);
  const html = t(row.html, ctx);
  return {
    title,
    html,
    seo_title: title,
    seo_description: html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 160),
  };
}

const FOOTER_TITLES = {
  catalogue: { ro: 'Catalog', ru: 'Каталог', uk: 'Каталог', en: 'Catalogue' },
  shoppers: { ro: 'Cumpărătorilor', ru: 'Покупателям', uk: 'Покупцям', en: 'For shoppers' },
  company: { ro: 'Companie', ru: 'Компания', uk: 'Компанія', en: 'Company' },
};
const FOOTER_LINKS = {
  delivery: { ro: 'Livrare', ru: 'Доставка', uk: 'Доставка', en: 'Delivery' },
  credit: { ro: 'Credit', ru: 'Кредит', uk: 'Кредит', en: 'Credit' },
  terms: {
    ro: 'Termeni și confidențialitate',
    ru: 'Условия и конфиденциальность',
    uk: 'Умови та конфіденційність',
    en: 'Terms and privacy',
  },
  about: { ro: 'Despre noi', ru: 'О нас', uk: 'Про нас', en: 'About us' },
  contacts: { ro: 'Contacte', ru: 'Контакты', uk: 'Контакти', en: 'Contacts' },
  career: { ro: 'Carieră', ru: 'Карьера', uk: 'Кар’єра', en: 'Career' },
  articles: { ro: 'Noutăți', ru: 'Новости', uk: 'Новини', en: 'News' },
};

/** The site's distinct phone numbers, main first. */
function sitePhones(s: SiteSettings): string[] {
  return [...new Set([s.phones?.main, s.phones?.support].filter((phone): phone is string => !!phone))];
}

export async function loadFooterSettings(db: Db, site: Site, ctx: LangContext) {
  const s = site.settings as SiteSettings & { address?: unknown; project?: string };
  const menu = await loadMenuTree(db, site.id, ctx);
  const link = (key: keyof typeof FOOTER_LINKS, path: string) => ({
    title: t(FOOTER_LINKS[key], ctx),
    url: `/${ctx.lang}/${path}`,
  });
  return {
    columns: [
      {
        title: t(FOOTER_TITLES.catalogue, ctx),
        links: menu.map((c) => ({ title: c.categoryTitle, url: `/${ctx.lang}/${c.categoryUrl}` })),
      },
      {
        title: t(FOOTER_TITLES.shoppers, ctx),
        // Settings pages at the paths the content remote serves them (terms: /terms-and-privacy, not /terms).
        links: [
          link('delivery', SETTINGS_PAGE_PATHS.delivery_page),
          link('credit', SETTINGS_PAGE_PATHS.credit_page),
          link('terms', SETTINGS_PAGE_PATHS.terms_and_privacy_policy),
        ],
      },
      {
        title: t(FOOTER_TITLES.company, ctx),
        links: [
          link('about', SETTINGS_PAGE_PATHS.about_us_page),
          link('contacts', 'contacts'),
          link('career', 'career'),
          link('articles', 'articles'),
        ],
      },
    ],
    phones: sitePhones(s),
    email: s.main_email ?? '',
    address: t(s.address, ctx),
    socialNetworkLinks: [
      { key: 'facebook', url: `https://facebook.com/${site.brandKey}` },
      { key: 'instagram', url: `https://instagram.com/${site.brandKey}` },
      { key: 'viber', url: `viber://chat?number=${encodeURIComponent(s.phones?.main ?? '')}` },
      { key: 'telegram', url: `https://t.me/${site.brandKey.replace('-', '_')}` },
    ],
    copyright: `© ${new Date().getFullYear()} ${s.project ?? site.brandKey}`,
  };
}

/** base/contacts and base/page-contacts: the shop's address with phones, e-mail and map point. */
export function loadContacts(site: Site, ctx: LangContext) {
  const s = site.settings as SiteSettings & { address?: unknown; project?: string; map?: { lat: number; lon: number } };
  const schedule = {
    ro: 'L–V 9:00–19:00, S 10:00–16:00',
    ru: 'Пн–Пт 9:00–19:00, Сб 10:00–16:00',
    uk: 'Пн–Пт 9:00–19:00, Сб 10:00–16:00',
    en: 'Mon–Fri 9:00–19:00, Sat 10:00–16:00',
  };
  return [
    {
      id: 1,
      title: s.project ?? site.brandKey,
      address: t(s.address, ctx),
      phones: sitePhones(s),
      email: s.main_email ?? '',
      schedule: t(schedule, ctx),
      lat: s.map?.lat ?? 47.0245,
      lon: s.map?.lon ?? 28.8323,
    },
  ];
}

/** base/articles/recommended/{id}: the newest other articles (2 large + up to 6 small on the page). */
export async function loadRecommendedArticles(db: Db, siteId: number, ctx: LangContext, id: number) {
  const rows = await db
    .select(articleCardColumns(ctx))
    .from(articles)
    .where(and(eq(articles.siteId, siteId), ne(articles.id, id)))
    .orderBy(desc(articles.publishedAt))
    .limit(8);
  return rows.map((row) => articleCard(row, ctx));
}
