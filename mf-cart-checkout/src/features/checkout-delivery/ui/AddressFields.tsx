import { useUnit } from 'effector-react';
import type { DeliveryAddress } from '@vitrina/contract';
import { $draft, ChoiceGroup, savedAddressChosen } from '../../../entities/checkout-draft/index.ts';
import { $regions, localityName } from '../../../entities/delivery/index.ts';
import { $profile } from '../../../entities/shopper/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import type { CartT } from '../../../shared/ui/use-cart-t.ts';
import { DeliveryTypeField } from './DeliveryTypeField.tsx';
import { TypedAddress } from './TypedAddress.tsx';

/** A new address is choice 0 beside the saved ones' ids. */
const NEW_ADDRESS = 0;

function addressLabel(t: CartT, address: DeliveryAddress, city: string | null) {
  return t('savedAddress', {
    city: city ?? t('savedAddressCity', { id: address.shipping_city_id }),
    building: address.shipping_building,
  });
}

/** Delivery to an address: a saved one of a signed-in shopper, or one typed here; then the type. */
export function AddressFields() {
  const t = useCartT();
  const [draft, profile, regions, choose] = useUnit([$draft, $profile, $regions, savedAddressChosen]);
  const saved = profile?.delivery_addresses ?? [];
  const chosen = saved.some((address) => address.shipping_address_id === draft.savedAddressId)
    ? draft.savedAddressId
    : NEW_ADDRESS;
  return (
    <>
      {saved.length > 0 ? (
        <ChoiceGroup
          field="delivery.shipping_address_id"
          legend={t('savedAddresses')}
          choices={[
            ...saved.map((address) => ({
              value: address.shipping_address_id,
              label: addressLabel(t, address, localityName(regions, address.shipping_city_id)),
              ...(address.shipping_apartment
                ? { detail: t('savedAddressApartment', { apartment: address.shipping_apartment }) }
                : {}),
            })),
            { value: NEW_ADDRESS, label: t('newAddress') },
          ]}
          value={chosen}
          onChange={(id) => {
            const address = saved.find((a) => a.shipping_address_id === id);
            choose(address ? { id, localityId: address.shipping_city_id } : null);
          }}
          testId="saved-addresses"
        />
      ) : null}
      {chosen === NEW_ADDRESS ? <TypedAddress /> : null}
      <DeliveryTypeField />
    </>
  );
}
