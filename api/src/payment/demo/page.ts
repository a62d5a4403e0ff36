// The demo provider's hosted payment page: the shop, the amount and three plain forms (approve,
// decline, abandon), no script at all. Its Content-Security-Policy allows only its own inline style
// (by hash), posting to itself and to the shop (the decision ends in a redirect there), and no
// framing: a payment page inside another site's frame is a clickjacking target.
import { createHash } from 'node:crypto';

import { DEMO_PAYMENT_DECISIONS } from '@vitrina/contract';
import { formatPrice, LOCALE_INFO, toMajor, type Locale } from '@vitrina/domain';

import { escapeMarkup } from '../../media/escape.ts';
import { DEMO_PAGE_TEXTS } from './page-texts.ts';

export type DemoDecision = (typeof DEMO_PAYMENT_DECISIONS)[number];

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}',
  'main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem}',
  'h1{font-size:1.5rem;margin:0 0 1rem}dl{margin:0 0 1rem}dt{color:#52525b}dd{margin:0 0 .5rem}',
  '.notice{font-size:.875rem;color:#52525b}form{margin:.5rem 0}',
  'button{width:100%;padding:.75rem;font:inherit;border:1px solid #71717a;border-radius:.5rem;background:#fff}',
  'button.approve{background:#166534;border-color:#166534;color:#fff}',
].join('');
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export interface DemoPageData {
  lang: Locale;
  shopName: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Checked to be on the shop's origin when the payment was made. */
  returnUrl: string;
  /** A paid payment shows no buttons: the "bank" never charges twice. */
  paid: boolean;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

function forms(paymentId: string, words: typeof DEMO_PAGE_TEXTS.en, amount: string): string {
  const labels: Record<DemoDecision, string> = {
    approve: fill(words.approve, { amount }),
    decline: words.decline,
    abandon: words.abandon,
  };
  // Relative to the page (`…/payments/demo/<id>`), so it works behind the gateway's /api prefix too.
  return DEMO_PAYMENT_DECISIONS.map(
    (decision) =>
      `<form method="post" action="${escapeMarkup(`${encodeURIComponent(paymentId)}/${decision}`)}">` +
      `<button type="submit" class="${decision}">${escapeMarkup(labels[decision])}</button></form>`,
  ).join('');
}

export function demoPageHtml(page: DemoPageData): string {
  const words = DEMO_PAGE_TEXTS[page.lang];
  const amount = formatPrice(toMajor(page.amountMinor), page.currency, page.lang);
  const actions = page.paid
    ? `<p>${escapeMarkup(words.alreadyPaid)}</p><p><a href="${escapeMarkup(page.returnUrl)}">${escapeMarkup(words.backToShop)}</a></p>`
    : forms(page.paymentId, words, amount);
  return [
    `<!doctype html><html lang="${LOCALE_INFO[page.lang].iso}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeMarkup(words.title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeMarkup(fill(words.heading, { shop: page.shopName }))}</h1>`,
    `<dl><dt>${escapeMarkup(words.amount)}</dt><dd>${escapeMarkup(amount)}</dd>`,
    `<dt>${escapeMarkup(words.purpose)}</dt><dd>${escapeMarkup(page.description)}</dd></dl>`,
    `<p class="notice">${escapeMarkup(words.notice)}</p>${actions}</main></body></html>`,
  ].join('');
}

/** The page's policy: nothing but its hashed style, its own forms and a redirect to the shop. */
export function demoPagePolicy(returnUrl: string): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${new URL(returnUrl).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
