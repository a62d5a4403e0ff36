// The lines and sums an order is made with, from the cart as it is now: today's prices, the promo
// the cart holds (its discount per unit), and the delivery price the caller computed. The domain's
// money rules do every sum, so the order adds up to what the cart showed.
import type { PricedLine } from '@vitrina/domain';
import { finalTotalMinor, goodsTotalMinor, lineTotalMinor } from '@vitrina/domain';

import { t, type LangContext } from '../catalog/localise.ts';
import type { PromoPricing } from '../cart/promo/pricing.ts';
import type { LineRow } from '../cart/store.ts';
import { pricedLine } from '../cart/view.ts';

export interface SoldLine {
  position: number;
  productId: number;
  code: string;
  title: string;
  count: number;
  priceMinor: number;
  discountMinor: number;
  lineTotalMinor: number;
}

export interface OrderSums {
  goodsMinor: number;
  discountMinor: number;
  deliveryMinor: number;
  totalMinor: number;
}

export function soldLines(lines: readonly LineRow[], pricing: PromoPricing | null, ctx: LangContext): SoldLine[] {
  return lines.map((line, position) => {
    const discount = pricing?.unitDiscountMinor.get(line.product.id) ?? 0;
    return {
      position,
      productId: line.product.id,
      code: line.product.code,
      title: t(line.product.title, ctx),
      count: line.count,
      priceMinor: line.product.priceMinor,
      discountMinor: discount,
      lineTotalMinor: lineTotalMinor(line.product.priceMinor - discount, line.count),
    };
  });
}

export function orderSums(lines: readonly LineRow[], pricing: PromoPricing | null, deliveryMinor: number): OrderSums {
  const priced: PricedLine[] = lines.map(pricedLine);
  const goodsMinor = goodsTotalMinor(priced);
  const promoGeneralPriceMinor = pricing ? pricing.generalPriceMinor : null;
  return {
    goodsMinor,
    discountMinor: promoGeneralPriceMinor === null ? 0 : Math.max(0, goodsMinor - promoGeneralPriceMinor),
    deliveryMinor,
    totalMinor: finalTotalMinor({ goodsMinor, promoGeneralPriceMinor, deliveryMinor, discountMinor: 0 }),
  };
}
