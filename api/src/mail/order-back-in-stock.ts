// The first-to-know letter: the product a shopper asked about is back in stock. In the language they
// asked in, the shop's look (the shop's letter frame, letter.ts), one button to the product's page on
// the shop. Sent once per subscription, so it says so.
import type { Locale } from '@vitrina/domain';

import { escapeMarkup } from '../media/escape.ts';
import {
  composeLetter,
  fillPlaceholders,
  letterParagraph,
  letterSmallPrint,
  type Letter,
  type MailBrand,
} from './letter.ts';

interface BackInStockTexts {
  subject: string;
  heading: string;
  body: string;
  button: string;
  once: string;
}

/** `{shop}` is the shop's name, `{product}` the product's title. */
export const BACK_IN_STOCK_TEXTS: Record<Locale, BackInStockTexts> = {
  ro: {
    subject: '{product} este din nou în stoc la {shop}',
    heading: 'Este din nou în stoc',
    body: '{product} poate fi comandat din nou. Grăbiți-vă, stocul este limitat.',
    button: 'Vezi produsul',
    once: 'Ați cerut să fiți anunțat o singură dată: nu vă mai scriem despre acest produs.',
  },
  ru: {
    subject: '{product} снова в наличии в {shop}',
    heading: 'Снова в наличии',
    body: '{product} снова можно заказать. Поторопитесь, количество ограничено.',
    button: 'Посмотреть товар',
    once: 'Вы просили сообщить один раз: больше мы не напишем об этом товаре.',
  },
  uk: {
    subject: '{product} знову в наявності в {shop}',
    heading: 'Знову в наявності',
    body: '{product} знову можна замовити. Поспішайте, кількість обмежена.',
    button: 'Переглянути товар',
    once: 'Ви просили повідомити один раз: більше ми не писатимемо про цей товар.',
  },
  en: {
    subject: '{product} is back in stock at {shop}',
    heading: 'It is back in stock',
    body: '{product} can be ordered again. Be quick, stock is limited.',
    button: 'See the product',
    once: 'You asked to be told once: we will not write about this product again.',
  },
};

export function backInStockLetter(lang: Locale, brand: MailBrand, product: string, link: string): Letter {
  const words = BACK_IN_STOCK_TEXTS[lang];
  const fill = (text: string) => fillPlaceholders(text, { shop: brand.name, product });
  const [subject, heading, body] = [words.subject, words.heading, words.body].map(fill) as [string, string, string];
  const e = escapeMarkup;
  return composeLetter(lang, brand, {
    subject,
    heading,
    text: [body, '', words.button, link, '', words.once],
    html: ({ primary }) => `${letterParagraph(body)}
<p style="margin:0 0 24px"><a href="${e(link)}" style="color:${primary};font-weight:bold">${e(words.button)}</a></p>
${letterSmallPrint(words.once)}`,
  });
}
