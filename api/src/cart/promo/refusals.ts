// Why a promo code was refused, in every storefront language. The spec's client shows the first
// message of the first array-valued error field, so the message is the shopper's sentence (in the
// request's language) under the field that carried the code; `code` stays machine-readable.
import type { Locale } from '@vitrina/domain';

import { HttpError } from '../../plugins/errors.ts';

export type PromoRefusal =
  | 'unknown'
  | 'not_started'
  | 'expired'
  | 'already_used'
  | 'limit_reached'
  | 'user_limit'
  | 'not_allowed'
  | 'not_applicable'
  | 'empty_cart';

const TEXTS: Record<PromoRefusal, Record<Locale, string>> = {
  unknown: {
    ro: 'Acest cod promoțional nu există',
    ru: 'Такого промокода не существует',
    uk: 'Такого промокоду не існує',
    en: 'This promo code does not exist',
  },
  not_started: {
    ro: 'Acest cod promoțional nu este încă activ',
    ru: 'Этот промокод ещё не действует',
    uk: 'Цей промокод ще не діє',
    en: 'This promo code is not active yet',
  },
  expired: {
    ro: 'Acest cod promoțional a expirat',
    ru: 'Срок действия промокода истёк',
    uk: 'Термін дії промокоду закінчився',
    en: 'This promo code has expired',
  },
  already_used: {
    ro: 'Acest cod promoțional a fost deja folosit',
    ru: 'Этот промокод уже использован',
    uk: 'Цей промокод уже використано',
    en: 'This promo code has already been used',
  },
  limit_reached: {
    ro: 'Acest cod promoțional nu mai poate fi folosit',
    ru: 'Лимит использований промокода исчерпан',
    uk: 'Ліміт використань промокоду вичерпано',
    en: 'This promo code has reached its usage limit',
  },
  user_limit: {
    ro: 'Ați folosit deja acest cod promoțional de numărul maxim de ori',
    ru: 'Вы уже использовали этот промокод максимальное число раз',
    uk: 'Ви вже використали цей промокод максимальну кількість разів',
    en: 'You have already used this promo code as many times as allowed',
  },
  not_allowed: {
    ro: 'Codurile promoționale nu sunt disponibile pentru contul dvs.',
    ru: 'Промокоды недоступны для вашего аккаунта',
    uk: 'Промокоди недоступні для вашого облікового запису',
    en: 'Promo codes are not available for your account',
  },
  not_applicable: {
    ro: 'Acest cod promoțional nu se aplică produselor din coș',
    ru: 'Промокод не действует на товары в корзине',
    uk: 'Промокод не діє на товари в кошику',
    en: 'This promo code does not apply to the products in your cart',
  },
  empty_cart: {
    ro: 'Coșul este gol',
    ru: 'Корзина пуста',
    uk: 'Кошик порожній',
    en: 'Your cart is empty',
  },
};

export const refusalText = (refusal: PromoRefusal, lang: Locale) => TEXTS[refusal][lang];

/** The 400 of a refused code: `{ code: 'promo_<why>', fieldErrors: { [field]: [sentence] } }`. */
export function promoRefused(refusal: PromoRefusal, field: string, lang: Locale): HttpError {
  const text = refusalText(refusal, lang);
  return new HttpError(400, `promo_${refusal}`, text, { [field]: [text] });
}
