// The letter confirming a quote request to its contact: the request's number, each line as it was
// asked (title, count, target price) and the comment, in the request's language and the shop's look
// (the account letters' frame, letterHtml). Every value is escaped; nothing in it is a link.
import type { QuoteRequest } from '@vitrina/contract';
import { formatPrice, type Locale } from '@vitrina/domain';

import {
  letterHtml,
  letterParagraph,
  letterSmallPrint,
  type AccountLetter,
  type MailBrand,
} from '../mail/account-mail.ts';
import { escapeMarkup } from '../media/escape.ts';
import { QUOTE_MAIL_TEXTS } from './quote-texts.ts';

export function quoteLetter(lang: Locale, brand: MailBrand, request: QuoteRequest): AccountLetter {
  const words = QUOTE_MAIL_TEXTS[lang];
  // Function replacers: a `$&` in a shop's name is text, not a replacement pattern.
  const fill = (text: string) =>
    text.replaceAll('{shop}', () => brand.name).replaceAll('{number}', () => String(request.id));
  const [subject, heading, body] = [words.subject, words.heading, words.body].map(fill) as [string, string, string];
  const lines = request.lines.map((line) => {
    const target =
      line.target_price === null
        ? words.noTargetPrice
        : words.targetPrice.replaceAll('{price}', () => formatPrice(line.target_price!, request.currency, lang));
    return `${line.title} (${line.code}) × ${line.count}, ${target}`;
  });
  const comment = request.comment ? [words.comment, request.comment, ''] : [];
  const text = [heading, '', body, '', words.products, ...lines.map((line) => `- ${line}`), '', ...comment]
    .concat([words.notYou, '', `— ${brand.name}`])
    .join('\n');

  const e = escapeMarkup;
  const html = letterHtml(
    lang,
    brand,
    subject,
    heading,
    () => `${letterParagraph(body)}
<p style="margin:0 0 8px;font-weight:bold">${e(words.products)}</p>
<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${lines.map((line) => `<li>${e(line)}</li>`).join('')}</ul>
${request.comment ? `<p style="margin:0 0 8px;font-weight:bold">${e(words.comment)}</p><p style="margin:0 0 16px;white-space:pre-wrap">${e(request.comment)}</p>` : ''}
${letterSmallPrint(words.notYou)}`,
  );
  return { subject, text, html };
}
