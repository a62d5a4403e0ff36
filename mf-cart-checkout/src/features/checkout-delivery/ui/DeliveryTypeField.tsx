import { useUnit } from 'effector-react';
import { DEFAULT_REGION_ID } from '@vitrina/domain';
import { $draft, ChoiceGroup, deliveryTypeChosen } from '../../../entities/checkout-draft/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';

/** Standard or express; express exists in Chisinau only (spec 9), so elsewhere it is shown off. */
export function DeliveryTypeField() {
  const t = useCartT();
  const [draft, choose] = useUnit([$draft, deliveryTypeChosen]);
  const expressHere = draft.regionId === DEFAULT_REGION_ID;
  return (
    <ChoiceGroup
      field="delivery.delivery_type"
      legend={t('deliveryType')}
      choices={[
        { value: 'standart', label: t('typeStandard') },
        {
          value: 'express',
          label: t('typeExpress'),
          disabled: !expressHere,
          ...(expressHere ? {} : { detail: t('expressOnlyChisinau') }),
        },
      ]}
      value={draft.deliveryType}
      onChange={choose}
      testId="delivery-type"
    />
  );
}
