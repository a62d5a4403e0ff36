import { useUnit } from 'effector-react';
import type { CheckoutDeliveryMethod } from '@vitrina/domain';
import { ChoiceGroup, draftEdited } from '../../../entities/checkout-draft/index.ts';
import type { CartTextKey } from '../../../shared/i18n/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $deliveryMethod, $deliveryMethods } from '../model/price-model.ts';
import { AddressFields } from './AddressFields.tsx';
import { CarrierFields } from './CarrierFields.tsx';
import { PickupFields } from './PickupFields.tsx';

const METHOD_TEXTS: Record<CheckoutDeliveryMethod, CartTextKey> = {
  address: 'methodAddress',
  pickup: 'methodPickup',
  carrier: 'methodCarrier',
};

/**
 * How the order reaches the shopper: the methods the shop offers (one needs no choice), then what
 * the chosen one asks for. Each part of the form is a fieldset with its legend, so the page reads as
 * a list of questions with the keyboard and with a screen reader.
 */
export function DeliveryFields() {
  const t = useCartT();
  const [methods, method, edit] = useUnit([$deliveryMethods, $deliveryMethod, draftEdited]);
  return (
    <section className="mfc-section" aria-labelledby="mfc-delivery-title" data-testid="checkout-delivery">
      <h2 id="mfc-delivery-title">{t('deliveryTitle')}</h2>
      {methods.length > 1 ? (
        <ChoiceGroup
          field="delivery.method"
          legend={t('deliveryMethod')}
          choices={methods.map((value) => ({ value, label: t(METHOD_TEXTS[value]) }))}
          value={method}
          onChange={(value) => edit({ method: value })}
          testId="delivery-method"
        />
      ) : method ? (
        <p>{t(METHOD_TEXTS[method])}</p>
      ) : null}
      {method === 'address' ? <AddressFields /> : null}
      {method === 'pickup' ? <PickupFields /> : null}
      {method === 'carrier' ? <CarrierFields /> : null}
    </section>
  );
}
