// The order letters in the order's language and the shop's look (the shop's letter frame): the
// confirmation (lines, sums, delivery, payment method, and for an online payment the link to the
// order's status page, where it is paid or paid again) and the payment receipt (the same facts,
// headed by the amount received). Every value is escaped; the only link is the shop's own page.
import { formatPrice, type Locale } from '@vitrina/domain';

import { escapeMarkup } from '../media/escape.ts';
import {
  composeLetter,
  fillPlaceholders,
  letterLabel,
  letterList,
  letterParagraph,
  letterSmallPrint,
  type Letter,
  type MailBrand,
} from './letter.ts';
import { ORDER_MAIL_TEXTS, type OrderMailTexts } from './order-texts.ts';

export type OrderLetterKind = 'confirmation' | 'receipt';

export interface DeliveryFacts {
  method: 'pickup' | 'address' | 'carrier' | 'agreed_by_phone';
  /** The store (pickup), the locality, sector, street and building (address), the city (carrier); empty when unknown. */
  place: string[];
  apartment: string | null;
  carrier: keyof OrderMailTexts['deliveries']['carrier'] | null;
  /** The carrier's branch or post machine, as it describes it. */
  point: { number: string | null; address: string | null } | null;
  date: string | null;
  time: string | null;
}

/** What an order letter tells; money in major units of `currency`. */
export interface OrderFacts {
  number: number;
  kind: 'cart' | 'one_click' | 'pre_order';
  currency: string;
  lines: { title: string; count: number; total: number }[];
  goods: number;
  discount: number;
  deliveryPrice: number;
  total: number;
  delivery: DeliveryFacts;
  paymentMethod: string;
  /** The order's status page, for an order paid online; else null. */
  statusLink: string | null;
}

function deliveryText(words: OrderMailTexts, delivery: DeliveryFacts): string {
  const { deliveries } = words;
  const { point } = delivery;
  const place = [
    ...delivery.place,
    ...(point?.number ? [fillPlaceholders(words.pointNumber, { number: point.number })] : []),
    ...(point?.address ? [point.address] : []),
    ...(delivery.apartment ? [fillPlaceholders(words.apartment, { apartment: delivery.apartment })] : []),
  ].join(', ');
  const how =
    delivery.method === 'carrier' ? deliveries.carrier[delivery.carrier ?? 'warehouse'] : deliveries[delivery.method];
  const where = place ? fillPlaceholders(words.deliveryAt, { how, place }) : how;
  // The slot as the store offered it: an ISO date and an HH:MM-HH:MM window read alike everywhere.
  const slot = [delivery.date, delivery.time].filter(Boolean).join(', ');
  return slot ? `${where} (${slot})` : where;
}

export function orderLetter(kind: OrderLetterKind, lang: Locale, brand: MailBrand, order: OrderFacts): Letter {
  const words = ORDER_MAIL_TEXTS[lang];
  const money = (amount: number) => formatPrice(amount, order.currency, lang);
  const values = { shop: brand.name, number: String(order.number), total: money(order.total) };
  const fill = (text: string) => fillPlaceholders(text, values);
  const [subject, heading, body] = [words[kind].subject, words[kind].heading, words[kind].body].map(fill) as [
    string,
    string,
    string,
  ];
  const next = kind === 'confirmation' && order.kind !== 'cart' ? [words.next[order.kind]] : [];
  const lines = order.lines.map((line) => `${line.title} × ${line.count}: ${money(line.total)}`);
  const sums: [string, string][] = [
    [words.goods, money(order.goods)],
    ...(order.discount > 0 ? [[words.discount, `−${money(order.discount)}`] as [string, string]] : []),
    [words.deliveryPrice, money(order.deliveryPrice)],
    [words.total, money(order.total)],
  ];
  const facts: [string, string][] = [
    [words.delivery, deliveryText(words, order.delivery)],
    [words.payment, words.methods[order.paymentMethod as keyof OrderMailTexts['methods']] ?? order.paymentMethod],
  ];
  const link = order.statusLink ? [words.payIntro, order.statusLink, ''] : [];
  const text = [body, ...next, '', words.products, ...lines.map((line) => `- ${line}`), '']
    .concat(
      sums.map(([label, value]) => `${label}: ${value}`),
      '',
      ...facts.map(([l, v]) => `${l}: ${v}`),
      '',
    )
    .concat(link, [words.notYou]);

  const e = escapeMarkup;
  const row = ([label, value]: [string, string], strong = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${e(label)}</td><td style="padding:4px 0;text-align:right${strong ? ';font-weight:bold' : ''}">${e(value)}</td></tr>`;
  return composeLetter(lang, brand, {
    subject,
    heading,
    text,
    html: ({ primary }) => `${letterParagraph(body)}
${next.map(letterParagraph).join('\n')}
${letterLabel(words.products)}
${letterList(lines)}
<table role="presentation" style="margin:0 0 16px;font-size:15px">${sums.map((sum, i) => row(sum, i === sums.length - 1)).join('')}</table>
<table role="presentation" style="margin:0 0 16px;font-size:15px">${facts.map((fact) => row(fact)).join('')}</table>
${order.statusLink ? `<p style="margin:0 0 16px">${e(words.payIntro)}<br><a href="${e(order.statusLink)}" style="color:${primary};font-weight:bold">${e(words.payButton)}</a></p>` : ''}
${letterSmallPrint(words.notYou)}`,
  });
}
