import { useUnit } from 'effector-react';
import { $draft, DraftField } from '../../../entities/checkout-draft/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $streets, streetInput } from '../model/address-model.ts';

/**
 * The street, typed with suggestions from the locality's streets: an input with a datalist, so the
 * browser's own combobox serves the keyboard (arrows, Enter) and screen readers. A name that is one
 * of the listed streets is sent with its id; any other name is sent as typed.
 */
export function StreetField() {
  const t = useCartT();
  const [draft, streets, typed] = useUnit([$draft, $streets, streetInput]);
  const listId = `mfc-streets-${draft.localityId}`;
  return (
    <DraftField field="delivery.address.street" label={t('addressStreet')} hint={t('addressStreetHint')}>
      {(control) => (
        <>
          <input
            {...control}
            autoComplete="address-line1"
            list={listId}
            value={draft.street}
            onChange={(event) => typed(event.target.value)}
          />
          <datalist id={listId} data-testid="street-options">
            {streets.map((street) => (
              <option key={street.id} value={street.label} />
            ))}
          </datalist>
        </>
      )}
    </DraftField>
  );
}
