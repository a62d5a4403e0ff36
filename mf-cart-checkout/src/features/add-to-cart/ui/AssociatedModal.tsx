import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale, CART_ASSOCIATED_MODAL, modalClosed } from '@vitrina/events';
import { toMinor } from '@vitrina/domain';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { Button, Modal, Price } from '@vitrina/ui';
import { CartWindowStyles } from '../../../shared/ui/CartStyles.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $associated, $fetching } from '../model/add-model.ts';
import { offerAdded } from '../model/offer-model.ts';

/**
 * The associated-products window (spec, section 2), opened after an add when the product has some:
 * a card per product with its server price and an add button. While an add is under way the
 * buttons ignore presses (aria-disabled keeps them focusable, so focus is not lost mid-press); each
 * button is described by its product's title.
 */
export function AssociatedModal() {
  const t = useCartT();
  const [cards, fetching, locale, add, close] = useUnit([$associated, $fetching, $locale, offerAdded, modalClosed]);
  return (
    <Modal id={CART_ASSOCIATED_MODAL} title={t('associatedTitle')}>
      <CartWindowStyles />
      <ul className="mfc-offer" data-testid="associated-products">
        {cards.map((card) => (
          <li key={card.productId} className="mfc-offer-card" data-testid="associated-card">
            {card.img ? <img src={mediaUrl(card.img)} alt="" width={96} height={96} /> : null}
            <Link
              id={`cart-offer-${card.productId}`}
              className="mfc-line-title"
              to={`/${locale}${card.url}`}
              onClick={() => close()}
            >
              {card.title}
            </Link>
            <Price
              amount={toMinor(card.price)}
              oldAmount={card.old_price === null ? null : toMinor(card.old_price)}
              currency={card.currency}
              locale={locale}
              oldLabel={t('oldPrice')}
            />
            <Button
              aria-describedby={`cart-offer-${card.productId}`}
              aria-disabled={fetching}
              onClick={() => {
                if (!fetching) add(card);
              }}
            >
              {t('addToCart')}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
