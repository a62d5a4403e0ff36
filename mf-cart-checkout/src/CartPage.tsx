import { useUnit } from 'effector-react';
import { useTranslation } from '@vitrina/i18n';
import { $cart } from '@vitrina/events';
import { NAMESPACE } from './i18n.ts';

/** The cart page; lines, totals and checkout arrive with the cart issue. It reads the bus's count. */
export function CartPage() {
  const { t } = useTranslation(NAMESPACE);
  const cart = useUnit($cart);
  return (
    <section data-testid="cart-page">
      <h1>{t('title')}</h1>
      <p data-testid="cart-count">{cart.count > 0 ? t('items', { count: cart.count }) : t('empty')}</p>
    </section>
  );
}
