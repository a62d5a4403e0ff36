// The words of the demo payment page in every storefront language. `{shop}` is the shop's name and
// `{amount}` the formatted amount; no other text is glued to them.
import type { Locale } from '@vitrina/domain';

export interface DemoPageTexts {
  title: string;
  /** Heads the page: whom the shopper pays. */
  heading: string;
  amount: string;
  purpose: string;
  /** Says plainly that this page takes no card and moves no money. */
  notice: string;
  approve: string;
  decline: string;
  abandon: string;
  alreadyPaid: string;
  backToShop: string;
}

export const DEMO_PAGE_TEXTS: Record<Locale, DemoPageTexts> = {
  ro: {
    title: 'Plată demonstrativă',
    heading: 'Plată către {shop}',
    amount: 'Suma',
    purpose: 'Pentru',
    notice: 'Aceasta este o pagină de plată demonstrativă: nu se cer date de card și nu se transferă bani.',
    approve: 'Plătește {amount}',
    decline: 'Refuză plata',
    abandon: 'Renunță și revino în magazin',
    alreadyPaid: 'Această plată a fost deja efectuată.',
    backToShop: 'Înapoi în magazin',
  },
  ru: {
    title: 'Демонстрационная оплата',
    heading: 'Оплата в {shop}',
    amount: 'Сумма',
    purpose: 'За',
    notice: 'Это демонстрационная страница оплаты: данные карты не запрашиваются, деньги не списываются.',
    approve: 'Оплатить {amount}',
    decline: 'Отклонить оплату',
    abandon: 'Отказаться и вернуться в магазин',
    alreadyPaid: 'Этот платёж уже оплачен.',
    backToShop: 'Вернуться в магазин',
  },
  uk: {
    title: 'Демонстраційна оплата',
    heading: 'Оплата в {shop}',
    amount: 'Сума',
    purpose: 'За',
    notice: 'Це демонстраційна сторінка оплати: дані картки не запитуються, гроші не списуються.',
    approve: 'Сплатити {amount}',
    decline: 'Відхилити оплату',
    abandon: 'Відмовитися й повернутися до магазину',
    alreadyPaid: 'Цей платіж уже сплачено.',
    backToShop: 'Повернутися до магазину',
  },
  en: {
    title: 'Demo payment',
    heading: 'Payment to {shop}',
    amount: 'Amount',
    purpose: 'For',
    notice: 'This is a demonstration payment page: no card details are asked for and no money moves.',
    approve: 'Pay {amount}',
    decline: 'Decline the payment',
    abandon: 'Give up and return to the shop',
    alreadyPaid: 'This payment has already been paid.',
    backToShop: 'Back to the shop',
  },
};
