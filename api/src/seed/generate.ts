// Writes the demo shops into an empty database: for each brand seed a site with categories,
// makers, filters, products (with prices, history and search text) and content. Deterministic.
import type { Locale, Translated } from '@vitrina/domain';
import { foldToLatin, translate } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import {
  articles,
  brands,
  categories,
  contentBlocks,
  filterGroups,
  filterOptions,
  pages,
  priceHistory,
  productOptions,
  productReviews,
  products,
  productSearch,
  sites,
  slugs,
} from '../db/schema/index.ts';
import { AUTHORS, REVIEW_TEXTS } from '../content/community.ts';
import type { BrandSeed } from './brand-seed.ts';
import { each } from './brands/text.ts';
import { logisticsHtml, partnerBodies } from './country-content.ts';
import { DEFAULT_SHOP_PORT, demoOrigin } from './demo-origins.ts';
import { LOCALITIES } from './menu-calculator.ts';
import { createRandom, slugify, type Random } from './random.ts';
import { sanitizeCmsHtml } from './sanitize.ts';
import { seedVideoReviews } from './video-reviews.ts';
import { escapeMarkup } from '../media/escape.ts';

const BATCH = 500;
const DAY_MS = 86_400_000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Products per brand: 150-400, fixed by the brand key so reseeding gives the same shop. */
export function demoProductCount(seed: BrandSeed): number {
  return 150 + createRandom(seed.key.length * 7919 + seed.key.charCodeAt(0)).int(0, 250);
}

/** The header's city choices: localities the menu calculator knows, so a chosen city prices its menu. */
function cityChoices(ids: number[]): { id: number; title: Translated }[] {
  return ids.map((id) => {
    const locality = LOCALITIES.find((l) => l.localityId === id);
    if (!locality) throw new Error(`no locality ${id} to offer as a city`);
    return { id, title: locality.label };
  });
}

/** The shop's embeds (brand-seed.ts) as site settings: its chat, styles and noscript text. */
function embedSettings(seed: BrandSeed) {
  const embeds = seed.embeds;
  if (!embeds) return {};
  return {
    ...(embeds.chatId ? { jivo_chat: embeds.chatId, chat_widget_source: 'back_end' } : {}),
    styles: {
      css: embeds.css ?? '',
      script: embeds.script ?? '',
      no_script_text: embeds.noscriptText ?? {},
      additional_js_items: embeds.additionalItems ?? [],
    },
  };
}

export interface SeedOptions {
  /** Overrides the product count of every brand (the benchmark catalogue uses 100 000 for one). */
  productsPerBrand?: number;
  /** The date "today" for price history, so tests are stable. */
  now?: Date;
  /** The demo gateway's port, in each shop's public origin (SHOP_PUBLIC_PORT); 3000 by default. */
  publicPort?: number;
}

export async function seedBrand(db: Db, seed: BrandSeed, index: number, options: SeedOptions = {}) {
  const random = createRandom(1000 + index);
  const now = options.now ?? new Date();
  const langs = seed.langs;
  const tr = (value: Translated, lang: Locale) => translate(value, lang, seed.mainLang);
  const [site] = await db
    .insert(sites)
    .values({
      token: `demo-${seed.key}`,
      brandKey: seed.key,
      hosts: [`${seed.key}.localhost`],
      publicOrigin: demoOrigin(seed.key, options.publicPort ?? DEFAULT_SHOP_PORT),
      theme: seed.key,
      langs,
      mainLang: seed.mainLang,
      currency: seed.currency,
      isRomanian: seed.isRomanian,
      settings: {
        project: seed.project,
        colors: { ...seed.colours.light, dark_theme: seed.colours.dark },
        header_style: seed.headerStyle,
        main_theme: seed.mainTheme ?? 'light_theme',
        mobileBarUiType: seed.mobileBarUiType,
        product_display: seed.productDisplay,
        pagination_option: seed.paginationOption,
        phones: { main: seed.contacts.phone, support: seed.contacts.phone },
        main_email: seed.contacts.email,
        address: seed.contacts.address,
        brands_position: seed.brandsPosition ?? 2,
        ...embedSettings(seed),
        age_restriction_min_age: seed.ageRestrictionMinAge ?? null,
        quote_cart_enabled: seed.quoteCartEnabled ?? false,
        cart_notification_view_type: seed.cartViews?.notification ?? 'view_1',
        product_cart_button_view_type: seed.cartViews?.productButton ?? 'default',
        cities_to_choose: cityChoices(seed.citiesToChoose ?? []),
        main_page_info_block: { title: seed.advantages[0] ?? {}, text: seed.advantages[1] ?? {} },
        // Header menu links beside the catalogue: the shop's content pages.
        header_pages: [
          { title: { ro: 'Despre noi', ru: 'О нас', uk: 'Про нас', en: 'About us' }, link: '/about' },
          { title: { ro: 'Noutăți', ru: 'Новости', uk: 'Новини', en: 'News' }, link: '/articles' },
          { title: { ro: 'Contacte', ru: 'Контакты', uk: 'Контакти', en: 'Contacts' }, link: '/contacts' },
        ],
      },
    })
    .returning();
  if (!site) throw new Error('site insert returned nothing');
  const siteId = site.id;

  // Categories and subcategories, with their slugs in every language.
  const leaves: { id: number; nouns: Translated[] }[] = [];
  const slugRows: (typeof slugs.$inferInsert)[] = [];
  for (const [position, category] of seed.categories.entries()) {
    const [parent] = await db
      .insert(categories)
      .values({ siteId, position, icon: category.icon, title: category.title, slug: category.slug })
      .returning({ id: categories.id });
    const subs = await db
      .insert(categories)
      .values(
        category.subcategories.map((sub, subPosition) => ({
          siteId,
          parentId: parent!.id,
          position: subPosition,
          title: sub.title,
          slug: sub.slug,
        })),
      )
      .returning({ id: categories.id });
    for (const lang of langs)
      slugRows.push({ siteId, objectType: 'category', lang, slug: tr(category.slug, lang), objectId: parent!.id });
    category.subcategories.forEach((sub, i) => {
      leaves.push({ id: subs[i]!.id, nouns: sub.nouns });
      for (const lang of langs)
        slugRows.push({ siteId, objectType: 'category', lang, slug: tr(sub.slug, lang), objectId: subs[i]!.id });
    });
  }

  const makers = await db
    .insert(brands)
    .values(seed.manufacturers.map((name) => ({ siteId, name, slug: slugify(foldToLatin(name)) })))
    .returning();

  // Filter groups from the brand's properties.
  const groups: { id: number; type: string; options: { id: number; title: Translated }[]; title: Translated }[] = [];
  for (const [position, property] of seed.properties.entries()) {
    const [group] = await db
      .insert(filterGroups)
      .values({ siteId, keyword: property.keyword, title: property.title, type: property.type, position })
      .returning({ id: filterGroups.id });
    const options = await db
      .insert(filterOptions)
      .values(
        property.values.map((value) => ({
          groupId: group!.id,
          keyword: slugify(foldToLatin(tr(value, 'en' in value ? 'en' : seed.mainLang))),
          title: value,
        })),
      )
      .returning({ id: filterOptions.id });
    groups.push({
      id: group!.id,
      type: property.type,
      title: property.title,
      options: options.map((o, i) => ({ id: o.id, title: property.values[i]! })),
    });
  }

  const count = options.productsPerBrand ?? demoProductCount(seed);
  const productRows = Array.from({ length: count }, (_, n) =>
    makeProduct(seed, random, n, leaves, makers, groups, now),
  );
  const inserted: { id: number }[] = [];
  await insertInBatches(productRows, async (batch) => {
    inserted.push(
      ...(await db
        .insert(products)
        .values(batch.map((p) => ({ ...p.row, siteId })))
        .returning({ id: products.id })),
    );
  });

  const optionRows: (typeof productOptions.$inferInsert)[] = [];
  const historyRows: (typeof priceHistory.$inferInsert)[] = [];
  const searchRows: (typeof productSearch.$inferInsert)[] = [];
  productRows.forEach((product, i) => {
    const productId = inserted[i]!.id;
    for (const optionId of product.optionIds) optionRows.push({ productId, optionId });
    for (const entry of product.history) historyRows.push({ productId, ...entry });
    for (const lang of langs) {
      slugRows.push({
        siteId,
        objectType: 'product',
        lang,
        slug: tr(product.row.slug as Translated, lang),
        objectId: productId,
      });
      const title = tr(product.row.title as Translated, lang);
      searchRows.push({
        productId,
        siteId,
        lang,
        folded: foldToLatin(`${title} ${product.row.code} ${product.makerName}`),
        document: `${title} ${product.makerName} ${tr(product.row.shortDescription as Translated, lang)}`,
      });
    }
  });
  await insertInBatches(slugRows, (batch) => db.insert(slugs).values(batch));
  await insertInBatches(optionRows, (batch) => db.insert(productOptions).values(batch));
  await insertInBatches(historyRows, (batch) => db.insert(priceHistory).values(batch));
  await insertInBatches(searchRows, (batch) => db.insert(productSearch).values(batch));
  // A fifth of the products get one or two reviews in the shop's main language.
  const reviewRows = inserted
    .filter((_, i) => i % 5 === 0)
    .flatMap((product, i) =>
      Array.from({ length: 1 + (i % 2) }, (_, k) => {
        const sample = REVIEW_TEXTS[(i + k) % REVIEW_TEXTS.length]!;
        return {
          siteId,
          productId: product.id,
          author: AUTHORS[(i + k) % AUTHORS.length]!,
          rating: sample.rating,
          text: tr(sample.text, seed.mainLang),
          likes: (i * 7 + k) % 9,
          createdAt: new Date(now.getTime() - (i + k) * DAY_MS),
        };
      }),
    );
  await insertInBatches(reviewRows, (batch) => db.insert(productReviews).values(batch));

  // Video reviews about products spread over the catalogue (every 37th, so across categories).
  const reviewed = productRows.flatMap((product, i) =>
    i % 37 === 0 ? [{ id: inserted[i]!.id, noun: product.noun, makerName: product.makerName }] : [],
  );
  await seedVideoReviews(db, seed, siteId, reviewed, now);

  await seedContent(db, seed, siteId, now, makers);
  return { siteId, products: count };
}

interface GeneratedProduct {
  row: typeof products.$inferInsert;
  optionIds: number[];
  history: { validFrom: string; priceMinor: number }[];
  makerName: string;
  noun: Translated;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function makeProduct(
  seed: BrandSeed,
  random: Random,
  n: number,
  leaves: { id: number; nouns: Translated[] }[],
  makers: { id: number; name: string }[],
  groups: { type: string; options: { id: number; title: Translated }[] }[],
  now: Date,
): GeneratedProduct {
  const langs = seed.langs;
  const leaf = leaves[n % leaves.length]!;
  const noun = random.pick(leaf.nouns);
  const qualifier = random.pick(seed.qualifiers);
  const maker = random.pick(makers);
  const model = `${String.fromCharCode(65 + random.int(0, 25))}${random.int(10, 990)}`;
  const code = `${seed.key.slice(0, 3).toUpperCase()}-${String(n + 1).padStart(5, '0')}`;
  const tr = (value: Translated, lang: Locale) => translate(value, lang, seed.mainLang);
  const title = each(langs, (lang) => `${tr(noun, lang)} ${maker.name} ${model} ${tr(qualifier, lang)}`);
  const sentence = (lang: Locale, k: number) =>
    tr(seed.descriptionSentences[(n + k) % seed.descriptionSentences.length]!, lang)
      .replaceAll('{noun}', tr(noun, lang).toLowerCase())
      .replaceAll('{maker}', maker.name);
  const [low, high] = seed.priceMinor;
  // Prices end in 0 minor units the way shops price goods; a third of products are discounted.
  const priceMinor = Math.round(random.int(low, high) / 100) * 100;
  const discounted = random.chance(0.3);
  const oldPriceMinor = discounted ? Math.round((priceMinor * (1 + random.int(10, 40) / 100)) / 100) * 100 : null;
  const fractional = seed.fractionalMultiplicity && random.chance(0.4);
  const multiplicity = fractional ? seed.fractionalMultiplicity! : random.chance(0.1) ? random.pick([2, 3, 6]) : 1;
  const stock = random.chance(0.08) ? 0 : random.int(1, 150) * multiplicity;
  const optionIds = groups.flatMap((group) => {
    if (group.type === 'radio') return [random.pick(group.options).id];
    return group.options.filter(() => random.chance(0.35)).map((option) => option.id);
  });
  // Price history: a price 45 days ago, maybe a higher one 20 days ago, and today's.
  const day = (ago: number) => isoDay(new Date(now.getTime() - ago * DAY_MS));
  const history = [
    { validFrom: day(45), priceMinor: oldPriceMinor ?? priceMinor },
    ...(discounted ? [{ validFrom: day(20), priceMinor: Math.round((priceMinor * 1.05) / 100) * 100 }] : []),
    { validFrom: day(0), priceMinor },
  ];
  return {
    makerName: maker.name,
    noun,
    optionIds,
    history,
    row: {
      siteId: 0,
      categoryId: leaf.id,
      brandId: maker.id,
      code,
      title,
      slug: each(langs, (lang) => `${slugify(foldToLatin(title[lang] ?? ''))}-${code.toLowerCase()}`),
      shortDescription: each(langs, (lang) => sentence(lang, 0)),
      description: each(langs, (lang) => [0, 1, 2].map((k) => sentence(lang, k)).join(' ')),
      priceMinor,
      oldPriceMinor,
      stock,
      multiplicity,
      available: stock > 0,
      sortPriority: random.int(0, 100),
      colors: random.chance(0.4)
        ? [{ color: random.pick(['#1f2937', '#f5f5f4', '#b91c1c', '#1d4ed8', '#a16207']) }]
        : [],
      properties: groups.map((group) => ({
        title: (group as { title?: Translated }).title ?? {},
        value: group.options.find((o) => optionIds.includes(o.id))?.title ?? {},
      })),
      loyaltyGive: random.chance(0.2) ? random.int(1, 50) : 0,
      homeDelivery: random.chance(0.95),
      isRecipe: seed.key === 'pharmacy' && random.chance(0.15),
      createdAt: new Date(now.getTime() - random.int(0, 365) * DAY_MS),
    },
  };
}

async function seedContent(db: Db, seed: BrandSeed, siteId: number, now: Date, makers: { name: string }[]) {
  const tr = (value: Translated, lang: Locale) => translate(value, lang, seed.mainLang);
  const langs = seed.langs;
  // Article texts reuse the brand's sentences about its first category's goods.
  const topic = seed.categories[0]!.title;
  const fill = (sentence: Translated, lang: Locale) =>
    tr(sentence, lang).replaceAll('{noun}', tr(topic, lang).toLowerCase()).replaceAll('{maker}', seed.project);
  // An article's slug in each language is its title there, folded to Latin; the main language's
  // is also the article's own slug (the address older links use).
  const articleSlug = (title: Translated, i: number, lang: Locale) =>
    `${slugify(foldToLatin(tr(title, lang)))}-${i + 1}`;
  const insertedArticles = await db
    .insert(articles)
    .values(
      seed.articleTitles.map((title, i) => ({
        siteId,
        slug: articleSlug(title, i, seed.mainLang),
        statusId: i % 3 === 2 ? 2 : 1,
        title,
        excerpt: each(langs, (lang) => fill(seed.descriptionSentences[i % seed.descriptionSentences.length]!, lang)),
        html: each(langs, (lang) =>
          sanitizeCmsHtml(
            `<h2>${escapeMarkup(tr(title, lang))}</h2>${seed.descriptionSentences.map((s) => `<p>${escapeMarkup(fill(s, lang))}</p>`).join('')}`,
          ),
        ),
        image: `/media/illustrations/article-${i + 1}.svg`,
        publishedAt: new Date(now.getTime() - i * 3 * DAY_MS),
      })),
    )
    .returning({ id: articles.id });
  await db.insert(slugs).values(
    seed.articleTitles.flatMap((title, i) =>
      langs.map((lang) => ({
        siteId,
        objectType: 'article',
        lang,
        slug: articleSlug(title, i, lang),
        objectId: insertedArticles[i]!.id,
      })),
    ),
  );
  const aboutHtml = each(langs, (lang) =>
    sanitizeCmsHtml(
      `<h2>${escapeMarkup(seed.project)}</h2><p>${escapeMarkup(tr(seed.contacts.address, lang))}</p><ul>${seed.advantages.map((a) => `<li>${escapeMarkup(tr(a, lang))}</li>`).join('')}</ul>`,
    ),
  );
  // Settings pages (about, terms, delivery, ...) are pages whose slug is the settings key.
  const faqHtml = each(langs, (lang) =>
    sanitizeCmsHtml(
      seed.faq
        .map((f) => `<h2>${escapeMarkup(tr(f.question, lang))}</h2><p>${escapeMarkup(tr(f.answer, lang))}</p>`)
        .join(''),
    ),
  );
  const settingsPages: [string, Translated, Translated][] = [
    ['about_us_page', SETTINGS_PAGE_TITLES.about, aboutHtml],
    ['terms_and_privacy_policy', SETTINGS_PAGE_TITLES.terms, faqHtml],
    ['delivery_page', SETTINGS_PAGE_TITLES.delivery, logisticsHtml(seed)],
    ['credit_page', SETTINGS_PAGE_TITLES.credit, faqHtml],
    ['discount_page', SETTINGS_PAGE_TITLES.discount, aboutHtml],
    ['insurance_page', SETTINGS_PAGE_TITLES.insurance, faqHtml],
    ['service_center_page', SETTINGS_PAGE_TITLES.service, aboutHtml],
  ];
  await db
    .insert(pages)
    .values([
      { siteId, slug: 'about', title: each(langs, () => seed.project), html: aboutHtml },
      { siteId, slug: 'advantages', title: seed.advantages[0]!, html: aboutHtml, showBreadcrumbs: 0 },
      ...settingsPages.map(([slug, title, html]) => ({ siteId, slug, title, html })),
    ]);
  await db
    .insert(contentBlocks)
    .values([
      ...seed.faq.map((body, position) => ({ siteId, kind: 'faq', position, body })),
      ...seed.vacancies.map((body, position) => ({ siteId, kind: 'vacancy', position, body })),
      ...seed.advantages.map((title, position) => ({ siteId, kind: 'advantage', position, body: { title } })),
      ...partnerBodies(seed, makers).map((body, position) => ({ siteId, kind: 'partner', position, body })),
    ]);
}

const SETTINGS_PAGE_TITLES = {
  about: { ro: 'Despre noi', ru: 'О нас', uk: 'Про нас', en: 'About us' },
  terms: {
    ro: 'Termeni și confidențialitate',
    ru: 'Условия и конфиденциальность',
    uk: 'Умови та конфіденційність',
    en: 'Terms and privacy',
  },
  delivery: { ro: 'Livrare', ru: 'Доставка', uk: 'Доставка', en: 'Delivery' },
  credit: { ro: 'Cumpără în credit', ru: 'Покупка в кредит', uk: 'Купівля в кредит', en: 'Buy on credit' },
  discount: { ro: 'Reduceri', ru: 'Скидки', uk: 'Знижки', en: 'Discounts' },
  insurance: { ro: 'Asigurare', ru: 'Страхование', uk: 'Страхування', en: 'Insurance' },
  service: { ro: 'Centru de service', ru: 'Сервисный центр', uk: 'Сервісний центр', en: 'Service centre' },
} satisfies Record<string, Translated>;
