import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { $quoteCart, quoteRefreshRequested } from '../../../entities/quote-cart/index.ts';
import { $quoteRefusal, QuoteForm } from '../../../features/quote-request/index.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { QuoteLineRow } from './QuoteLineRow.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';

/**
 * /{lang}/quote: the quote list with counts and target prices, the contact form and the send; once
 * sent, the request's number and a way to start a new list. The list is the browser's (local
 * storage), so it is read and refreshed from the catalogue when the page opens.
 */
export function QuotePage() {
  const t = useCartT();
  usePageHead('quoteTitle');
  const [cart, locale, refusal, opened] = useUnit([$quoteCart, $locale, $quoteRefusal, quoteRefreshRequested]);
  useEffect(() => {
    opened();
  }, [opened]);
  const sent = cart.orderId !== null;
  return (
    <section data-testid="quote-page">
      <h1>{t('quoteTitle')}</h1>
      {cart.items.length === 0 ? (
        <section className="vui-state" data-testid="quote-empty">
          <h2>{t('quoteEmptyTitle')}</h2>
          <p>{t('quoteEmptyText')}</p>
          <Link className="mfc-link-button" to={`/${locale}`}>
            {t('toCatalogue')}
          </Link>
        </section>
      ) : (
        <div className="mfc-page">
          <div>
            {sent ? null : (
              <>
                <p className="mfc-muted">{t('quoteIntro')}</p>
                <p className="mfc-muted" data-testid="quote-lines-count">
                  {t('quoteLinesCount', { count: cart.items.length })}
                </p>
                <ul className="mfc-lines">
                  {cart.items.map((item) => (
                    <QuoteLineRow
                      key={`${item.product.productId}:${item.count}:${item.product.target_price ?? ''}`}
                      item={item}
                      locale={locale}
                      refused={refusal?.lines[item.product.productId]}
                    />
                  ))}
                </ul>
                <QuoteForm />
              </>
            )}
          </div>
          <QuoteSummary cart={cart} locale={locale} />
        </div>
      )}
    </section>
  );
}
