import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $siteSettings } from '@vitrina/events';
import type { Locale, ProductWindow } from '@vitrina/events';
import { formatPrice } from '@vitrina/domain';
import type { Product } from '../../../entities/product/index.ts';
import { useResources } from '../../../shared/api/resources.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { $creditFrom, creditOfferWanted, orderWindowPressed } from '../model/order-offers.ts';

/** The shop's stores (the same list for every product): asked in the browser once the page is shown. */
const STORES_REQUEST = { path: 'general/stores' };

export interface OrderButtonsProps {
  product: Product;
  /** What the buy box would put in the cart now (at least the multiplicity). */
  quantity: number;
  locale: Locale;
}

/**
 * The product page's ways to order without the cart, beside the buy button: in stock, one click, on
 * credit and where to pick it up; out of stock (instead of buy), a pre-order and a letter when it is
 * back. Each press opens mf-cart-checkout's window through the bus. The credit and stores buttons
 * need an answer first, asked only in the browser, so the server's render of the page waits for
 * nothing more; they appear once it came.
 */
export function OrderButtons({ product, quantity, locale }: OrderButtonsProps) {
  const t = useCatalogT();
  const [press, creditFrom, wantCredit, settings] = useUnit([
    orderWindowPressed,
    $creditFrom,
    creditOfferWanted,
    $siteSettings,
  ]);
  // The settings list the shop's credit programs: a shop without any asks nothing.
  const credit = Array.isArray(settings?.credits) && settings.credits.length > 0;
  const inStock = product.available && product.count > 0;
  const [stores] = useResources<[unknown[]]>(inStock ? [STORES_REQUEST] : []);
  useEffect(() => {
    if (credit && inStock) wantCredit(product.productId);
  }, [credit, inStock, product.productId, wantCredit]);
  const open = (window: ProductWindow) =>
    press({
      productId: product.productId,
      window,
      ...(quantity > 0 ? { quantity } : {}),
      ...(product.is_recipe ? { prescription: true } : {}),
    });
  const button = (window: ProductWindow, text: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'btn btn-primary' : 'btn'}
      aria-haspopup="dialog"
      onClick={() => open(window)}
      data-testid={`order-${window.replaceAll('_', '-')}`}
    >
      {text}
    </button>
  );
  if (!inStock)
    return (
      <>
        {button('pre_order', t('preOrder'), true)}
        {button('first_to_know', t('firstToKnow'))}
      </>
    );
  const from = credit ? creditFrom[product.productId] : null;
  return (
    <>
      {button('one_click', t('oneClick'))}
      {from ? button('credit', t('creditFrom', { price: formatPrice(from.monthly, from.currency, locale) })) : null}
      {stores?.status === 'ready' && Array.isArray(stores.data) && stores.data.length > 0
        ? button('store_availability', t('pickupStores'))
        : null}
    </>
  );
}
