// The letter confirming a quote request to its contact: the request's number, each line as it was
// asked (title, count, target price) and the comment, in the request's language and the shop's look
// (the shop's letter frame, mail/letter.ts). Every value is escaped; nothing in it is a link.
import type { QuoteRequest } from '@vitrina/contract';
import { formatPrice, type Locale } from '@vitrina/domain';

import {
  composeLetter,
  fillPlaceholders,
  letterLabel,
  letterList,
  letterParagraph,
  letterSmallPrint,
  type Letter,
  type MailBrand,
} from '../mail/letter.ts';
import { escapeMarkup } from '../media/escape.ts';
import { QUOTE_MAIL_TEXTS } from './quote-texts.ts';

export function quoteLetter(lang: Locale, brand: MailBrand, request: QuoteRequest): Letter {
  const words = QUOTE_MAIL_TEXTS[lang];
  const fill = (text: string) => fillPlaceholders(text, { shop: brand.name, number: String(request.id) });
  const [subject, heading, body] = [words.subject, words.heading, words.body].map(fill) as [string, string, string];
  const lines = request.lines.map((line) => {
    const target =
      line.target_price === null
        ? words.noTargetPrice
        : fillPlaceholders(words.targetPrice, { price: formatPrice(line.target_price, request.currency, lang) });
    return `${line.title} (${line.code}) × ${line.count}, ${target}`;
  });
  const comment = request.comment ? [words.comment, request.comment, ''] : [];
  const e = escapeMarkup;
  return composeLetter(lang, brand, {
    subject,
    heading,
    text: [body, '', words.products, ...lines.map((line) => `- ${line}`), '', ...comment, words.notYou],
    html: () => `${letterParagraph(body)}
${letterLabel(words.products)}
${letterList(lines)}
${request.comment ? `${letterLabel(words.comment)}<p style="margin:0 0 16px;white-space:pre-wrap">${e(request.comment)}</p>` : ''}
${letterSmallPrint(words.notYou)}`,
  });
}
