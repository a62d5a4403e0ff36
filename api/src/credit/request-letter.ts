// The letter confirming a credit request, and its posting: the request's number, the product, the
// lender and the schedule as the server computed it, in the request's language and the shop's look
// (the shop's letter frame, mail/letter.ts). Every value is escaped; nothing in it is a link. It leaves after
// the answer (the postbox), from the shop's sender.
import { formatPrice, type Locale } from '@vitrina/domain';

import type { AuthServices } from '../auth/plugin.ts';
import {
  composeLetter,
  fillPlaceholders,
  letterList,
  letterParagraph,
  letterSmallPrint,
  type Letter,
  type MailBrand,
} from '../mail/letter.ts';
import type { Site } from '../plugins/site.ts';
import { siteBrand } from '../settings/global-settings.ts';
import type { StoredCreditRequest } from './requests.ts';
import { CREDIT_MAIL_TEXTS } from './request-texts.ts';

export function creditRequestLetter(
  lang: Locale,
  brand: MailBrand,
  currency: string,
  request: StoredCreditRequest,
): Letter {
  const words = CREDIT_MAIL_TEXTS[lang];
  const { letter } = request;
  const price = (amount: number) => formatPrice(amount, currency, lang);
  const values = {
    shop: brand.name,
    number: String(request.answer.id),
    product: letter.productTitle,
    lender: letter.lenderName,
    months: String(letter.months),
    monthly: price(letter.monthly),
    last: price(letter.last),
    total: price(letter.total),
  };
  const fill = (text: string) => fillPlaceholders(text, values);
  const [subject, heading, body] = [words.subject, words.heading, words.body].map(fill) as [string, string, string];
  const terms = [words.product, words.lender, words.term, words.monthly, words.last, words.total].map(fill);
  return composeLetter(lang, brand, {
    subject,
    heading,
    text: [body, '', ...terms.map((line) => `- ${line}`), '', words.note, '', words.notYou],
    html: () => `${letterParagraph(body)}
${letterList(terms)}
${letterParagraph(words.note)}
${letterSmallPrint(words.notYou)}`,
  });
}

export function mailCreditRequest(
  auth: AuthServices,
  site: Site,
  lang: Locale,
  to: string,
  request: StoredCreditRequest,
) {
  const { project, colors } = siteBrand(site);
  const letter = creditRequestLetter(lang, { name: project, colors }, site.currency, request);
  auth.postbox.post({ from: { name: project, address: auth.mailFrom }, to, ...letter });
}
