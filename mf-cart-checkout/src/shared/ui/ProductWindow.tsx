import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $locale } from '@vitrina/events';
import { toMinor } from '@vitrina/domain';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { Modal, Price } from '@vitrina/ui';
import { CartWindowStyles } from './CartStyles.tsx';
import { useCartT } from './use-cart-t.ts';
import { WINDOW_CSS } from './window-styles.ts';

/** The product a window is about, as the catalogue answered it (its price is the server's). */
export interface WindowProduct {
  productId: number;
  title: string;
  img: string;
  price: number;
  old_price: number | null;
  currency: string;
}

/**
 * One of the product page's windows, drawn into the shell's modal host while the bus holds its id:
 * the host names it by the title, traps focus and closes it on Escape. Its styles come with it (the
 * host is outside the remote's frame).
 */
export function WindowModal({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Modal id={id} title={title}>
      <CartWindowStyles extra={WINDOW_CSS} />
      {children}
    </Modal>
  );
}

/** A window's content: the product it is about (and the quantity asked), then the window's own part. */
export function WindowBody(props: {
  product?: WindowProduct | null;
  quantity?: number | undefined;
  testId: string;
  children: ReactNode;
}) {
  const { product, quantity, testId, children } = props;
  const t = useCartT();
  const locale = useUnit($locale);
  return (
    <div className="mfc-pw" data-testid={testId}>
      {product ? (
        <div className="mfc-pw-product" data-testid="window-product">
          {product.img ? <img src={mediaUrl(product.img)} alt="" width={64} height={64} /> : <span />}
          <div>
            <p className="mfc-pw-product-title">{product.title}</p>
            <Price
              amount={toMinor(product.price)}
              oldAmount={product.old_price === null ? null : toMinor(product.old_price)}
              currency={product.currency}
              locale={locale}
              oldLabel={t('oldPrice')}
            />
            {quantity ? (
              <p className="mfc-muted">{t('pwQuantity', { count: new Intl.NumberFormat(locale).format(quantity) })}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      {children}
    </div>
  );
}
