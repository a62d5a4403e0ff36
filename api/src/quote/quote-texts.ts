// The words of the letter confirming a quote request, in every storefront language. `{shop}` is the
// shop's name, `{number}` the request's number; no other text is glued to them.
import type { Locale } from '@vitrina/domain';

export interface QuoteMailTexts {
  subject: string;
  heading: string;
  body: string;
  /** Heads the list of the lines. */
  products: string;
  /** A line's target price: `{price}`. */
  targetPrice: string;
  noTargetPrice: string;
  comment: string;
  notYou: string;
}

export const QUOTE_MAIL_TEXTS: Record<Locale, QuoteMailTexts> = {
  ro: {
    subject: 'Cererea de ofertă nr. {number} la {shop}',
    heading: 'Am primit cererea dvs. de ofertă nr. {number}',
    body: 'Vă mulțumim! Un manager {shop} vă va scrie cu prețurile pentru produsele de mai jos.',
    products: 'Produse',
    targetPrice: 'prețul dorit: {price}',
    noTargetPrice: 'fără preț dorit',
    comment: 'Comentariu',
    notYou: 'Dacă nu ați trimis această cerere, ignorați această scrisoare.',
  },
  ru: {
    subject: 'Запрос цены № {number} в {shop}',
    heading: 'Мы получили ваш запрос цены № {number}',
    body: 'Спасибо! Менеджер {shop} напишет вам с ценами на товары ниже.',
    products: 'Товары',
    targetPrice: 'желаемая цена: {price}',
    noTargetPrice: 'без желаемой цены',
    comment: 'Комментарий',
    notYou: 'Если вы не отправляли этот запрос, просто проигнорируйте письмо.',
  },
  uk: {
    subject: 'Запит ціни № {number} у {shop}',
    heading: 'Ми отримали ваш запит ціни № {number}',
    body: 'Дякуємо! Менеджер {shop} напише вам із цінами на товари нижче.',
    products: 'Товари',
    targetPrice: 'бажана ціна: {price}',
    noTargetPrice: 'без бажаної ціни',
    comment: 'Коментар',
    notYou: 'Якщо ви не надсилали цей запит, просто проігноруйте лист.',
  },
  en: {
    subject: 'Quote request No. {number} at {shop}',
    heading: 'We received your quote request No. {number}',
    body: 'Thank you! A {shop} manager will write to you with prices for the products below.',
    products: 'Products',
    targetPrice: 'target price: {price}',
    noTargetPrice: 'no target price',
    comment: 'Comment',
    notYou: 'If you did not send this request, please ignore this letter.',
  },
};
