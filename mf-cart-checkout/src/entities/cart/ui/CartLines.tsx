import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import type { Cart, CartProduct } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';
import type { FieldErrors } from '../../../shared/api/cart-call.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { lineProblems } from '../lib/line-data.ts';
import { $cartErrors, $cartValid } from '../model/validation.ts';
import { CartLine } from './CartLine.tsx';

export interface CartLinesProps {
  cart: Cart;
  locale: Locale;
  /** The features' controls and choices for a line: slots, as the page, the drawer and the checkout differ. */
  controls: (line: CartProduct) => ReactNode;
  options?: (line: CartProduct) => ReactNode;
  /** Problems beside the last validation's (the checkout's: those of the order the server refused). */
  moreErrors?: FieldErrors | undefined;
  /** The product's link was followed (the drawer closes). */
  onNavigate?: () => void;
  className?: string;
  invalidTestId?: string;
}

/**
 * The cart's lines as the server priced them, each with its problems, and above them the alert the
 * last validation raised when the cart cannot be ordered as it is.
 */
export function CartLines({
  cart,
  locale,
  controls,
  options,
  moreErrors,
  onNavigate,
  className,
  invalidTestId,
}: CartLinesProps) {
  const t = useCartT();
  const [valid, cartErrors] = useUnit([$cartValid, $cartErrors]);
  const errors = { ...cartErrors, ...moreErrors };
  return (
    <>
      {valid === false ? (
        <p className="mfc-alert" role="alert" data-testid={invalidTestId}>
          {t('cartInvalid')}
        </p>
      ) : null}
      <ul className={className ? `mfc-lines ${className}` : 'mfc-lines'}>
        {cart.products.map((line) => (
          <CartLine
            key={line.product_id}
            line={line}
            currency={cart.currency}
            locale={locale}
            problems={lineProblems(errors, line.product_id)}
            controls={controls(line)}
            options={options?.(line)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </>
  );
}
