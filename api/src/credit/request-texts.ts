// The words of the letter confirming a credit request, in every storefront language. Placeholders:
// `{shop}`, `{number}` (the request's), `{product}`, `{lender}`, `{months}`, `{monthly}`, `{last}`
// and `{total}` (formatted amounts); no other text is glued to them.
import type { Locale } from '@vitrina/domain';

export interface CreditMailTexts {
  subject: string;
  heading: string;
  body: string;
  /** One line each: the product, the lender, the term, the payments. */
  product: string;
  lender: string;
  term: string;
  monthly: string;
  last: string;
  total: string;
  note: string;
  notYou: string;
}

export const CREDIT_MAIL_TEXTS: Record<Locale, CreditMailTexts> = {
  ro: {
    subject: 'Cererea de credit nr. {number} la {shop}',
    heading: 'Am primit cererea dvs. de credit nr. {number}',
    body: 'Vă mulțumim! Un consultant {shop} vă va suna pentru a perfecta creditul.',
    product: 'Produs: {product}',
    lender: 'Creditor: {lender}',
    term: 'Termen: {months} luni',
    monthly: 'Plata lunară: {monthly}',
    last: 'Ultima plată: {last}',
    total: 'Total de plată: {total}',
    note: 'Calculul este orientativ; condițiile finale le stabilește creditorul.',
    notYou: 'Dacă nu ați trimis această cerere, ignorați această scrisoare.',
  },
  ru: {
    subject: 'Заявка на кредит № {number} в {shop}',
    heading: 'Мы получили вашу заявку на кредит № {number}',
    body: 'Спасибо! Консультант {shop} позвонит вам, чтобы оформить кредит.',
    product: 'Товар: {product}',
    lender: 'Кредитор: {lender}',
    term: 'Срок: {months} мес.',
    monthly: 'Ежемесячный платёж: {monthly}',
    last: 'Последний платёж: {last}',
    total: 'Всего к оплате: {total}',
    note: 'Расчёт предварительный; окончательные условия определяет кредитор.',
    notYou: 'Если вы не отправляли эту заявку, просто проигнорируйте письмо.',
  },
  uk: {
    subject: 'Заявка на кредит № {number} у {shop}',
    heading: 'Ми отримали вашу заявку на кредит № {number}',
    body: 'Дякуємо! Консультант {shop} зателефонує вам, щоб оформити кредит.',
    product: 'Товар: {product}',
    lender: 'Кредитор: {lender}',
    term: 'Строк: {months} міс.',
    monthly: 'Щомісячний платіж: {monthly}',
    last: 'Останній платіж: {last}',
    total: 'Усього до сплати: {total}',
    note: 'Розрахунок попередній; остаточні умови визначає кредитор.',
    notYou: 'Якщо ви не надсилали цю заявку, просто проігноруйте лист.',
  },
  en: {
    subject: 'Credit request No. {number} at {shop}',
    heading: 'We received your credit request No. {number}',
    body: 'Thank you! A {shop} consultant will call you to arrange the credit.',
    product: 'Product: {product}',
    lender: 'Lender: {lender}',
    term: 'Term: {months} months',
    monthly: 'Monthly payment: {monthly}',
    last: 'Last payment: {last}',
    total: 'Total to repay: {total}',
    note: 'This is an estimate; the lender sets the final terms.',
    notYou: 'If you did not send this request, please ignore this letter.',
  },
};
