import { useUnit } from 'effector-react';
import type { Locale } from '@vitrina/events';
import { formatPrice, quoteCountAndSubtotal, toMajor } from '@vitrina/domain';
import { quoteCartCleared } from '../../../entities/quote-cart/index.ts';
import type { ShopQuoteCart } from '../../../entities/quote-cart/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';

/**
 * The list's count and its total at the target prices, by the domain's rule (both 0 once the
 * request is sent), and for a sent list its number and the way to a new one.
 */
export function QuoteSummary({ cart, locale }: { cart: ShopQuoteCart; locale: Locale }) {
  const t = useCartT();
  const clear = useUnit(quoteCartCleared);
  const { count, subtotalMinor } = quoteCountAndSubtotal(cart);
  const currency = cart.items[0]?.product.currency ?? '';
  return (
    <aside className="mfc-side" aria-label={t('quoteSubtotal')}>
      <dl className="mfc-totals">
        <dt>{t('quoteLines')}</dt>
        <dd data-testid="quote-count">{count}</dd>
        <dt>{t('quoteSubtotal')}</dt>
        <dd data-testid="quote-subtotal">{formatPrice(toMajor(subtotalMinor), currency, locale)}</dd>
      </dl>
      {cart.orderId !== null ? (
        <>
          <p role="status" data-testid="quote-sent">
            {t('quoteSent', { number: cart.orderId })}
          </p>
          <button type="button" className="mfc-link-button" onClick={clear} data-testid="quote-new-list">
            {t('quoteNewList')}
          </button>
        </>
      ) : null}
    </aside>
  );
}
