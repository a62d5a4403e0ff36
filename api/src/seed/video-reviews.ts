// Demo video reviews: a few per shop, most about one of its products, some about the shop itself,
// written in every language of the shop. There are no video files in the demo, so both video URLs
// stay null and only the drawn poster is set (see base/video-reviews in docs/decisions.md).
import type { Locale, Translated } from '@vitrina/domain';
import { translate } from '@vitrina/domain';

import { REVIEW_TEXTS } from '../content/community.ts';
import type { Db } from '../db/client.ts';
import { videoReviews } from '../db/schema/index.ts';
import type { BrandSeed } from './brand-seed.ts';
import { each, L } from './brands/text.ts';

export const VIDEO_REVIEWS_PER_SHOP = 14;
const DAY_MS = 86_400_000;

const PRODUCT_TITLES = [
  L('Recenzie video: {noun}', 'Видеоотзыв: {noun}', 'Video review: {noun}', 'Відеовідгук: {noun}'),
  L('Despachetare: {noun}', 'Распаковка: {noun}', 'Unboxing: {noun}', 'Розпакування: {noun}'),
  L('Primele impresii: {noun}', 'Первые впечатления: {noun}', 'First impressions: {noun}', 'Перші враження: {noun}'),
  L(
    'După o lună de folosire: {noun}',
    'Спустя месяц использования: {noun}',
    'One month on: {noun}',
    'Через місяць користування: {noun}',
  ),
];
const SHOP_TITLES = [
  L(
    'Cum a decurs comanda la {shop}',
    'Как прошёл заказ в {shop}',
    'How my order from {shop} went',
    'Як пройшло замовлення в {shop}',
  ),
  L(
    'Livrare și ambalare: {shop}',
    'Доставка и упаковка: {shop}',
    'Delivery and packaging: {shop}',
    'Доставка та пакування: {shop}',
  ),
];
const AUTHORS = [
  L('Ana M.', 'Анна М.', 'Ana M.', 'Ганна М.'),
  L('Ion C.', 'Иван К.', 'Ion C.', 'Іван К.'),
  L('Elena R.', 'Елена Р.', 'Elena R.', 'Олена Р.'),
  L('Victor P.', 'Виктор П.', 'Victor P.', 'Віктор П.'),
  L('Olga S.', 'Ольга С.', 'Olga S.', 'Ольга С.'),
  L('Dmitri V.', 'Дмитрий В.', 'Dmitri V.', 'Дмитро В.'),
];

/** A brand sentence may start with its {noun}, which is filled in lower case. */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ReviewedProduct {
  id: number;
  noun: Translated;
  makerName: string;
}

/** Every third review is about the shop; the rest are about the given products in turn. */
export async function seedVideoReviews(
  db: Db,
  seed: BrandSeed,
  siteId: number,
  reviewed: ReviewedProduct[],
  now: Date,
) {
  const tr = (value: Translated, lang: Locale) => translate(value, lang, seed.mainLang);
  const rows = Array.from({ length: VIDEO_REVIEWS_PER_SHOP }, (_, n) => {
    const product = n % 3 === 2 ? undefined : reviewed[n % reviewed.length];
    const sample = REVIEW_TEXTS[n % REVIEW_TEXTS.length]!;
    // A review of the shop talks about its main department, the way the articles do.
    const noun = product?.noun ?? seed.categories[0]!.title;
    const fill = (text: string, lang: Locale) =>
      text
        .replaceAll('{noun}', tr(noun, lang).toLowerCase())
        .replaceAll('{maker}', product?.makerName ?? seed.project)
        .replaceAll('{shop}', seed.project);
    const title = product ? PRODUCT_TITLES[n % PRODUCT_TITLES.length]! : SHOP_TITLES[n % SHOP_TITLES.length]!;
    const sentence = seed.descriptionSentences[n % seed.descriptionSentences.length]!;
    return {
      siteId,
      productId: product?.id ?? null,
      title: each(seed.langs, (lang) => fill(tr(title, lang), lang)),
      author: each(seed.langs, (lang) => tr(AUTHORS[n % AUTHORS.length]!, lang)),
      description: each(seed.langs, (lang) => `${tr(sample.text, lang)} ${capitalise(fill(tr(sentence, lang), lang))}`),
      rating: sample.rating,
      poster: `/media/posters/${seed.key}-video-${n + 1}.svg`,
      videoUrl: null,
      embedUrl: null,
      // 45 s to about 7 min, the range of a phone-recorded review.
      durationSeconds: 45 + ((n * 97 + seed.key.length * 31) % 380),
      createdAt: new Date(now.getTime() - (n * 5 + 1) * DAY_MS),
    };
  });
  await db.insert(videoReviews).values(rows);
}
