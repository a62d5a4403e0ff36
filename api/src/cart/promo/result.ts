// The spec's Promo result from a priced cart: the code's terms, the lines with their discounts and
// the general price (the goods after the promo), in major units.
import type { PromoResult } from '@vitrina/contract';
import { toMajor } from '@vitrina/domain';

import type { CartView } from '../view.ts';
import type { PromoRow } from './codes.ts';

export function promoResult(status: PromoResult['status'], row: PromoRow, view: CartView): PromoResult {
  return {
    status,
    type: row.type,
    promo_value: row.valueType === 'percent' ? row.value : toMajor(row.value),
    promo_value_type: row.valueType,
    products: view.cart.products,
    general_price: view.cart.total_price,
    promo_code: row.code,
  };
}
