import { useUnit } from 'effector-react';
import { $draft, DraftField, draftEdited } from '../../../entities/checkout-draft/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { StreetField } from './StreetField.tsx';

/** The street, building (required, as the API asks), apartment and a note for the courier. */
export function AddressLines() {
  const t = useCartT();
  const [draft, edit] = useUnit([$draft, draftEdited]);
  return (
    <>
      <StreetField />
      <div className="mfc-row">
        <DraftField field="delivery.address.building" label={t('addressBuilding')} required>
          {(control) => (
            <input
              {...control}
              maxLength={20}
              value={draft.building}
              onChange={(e) => edit({ building: e.target.value })}
            />
          )}
        </DraftField>
        <DraftField field="delivery.address.apartment" label={t('addressApartment')}>
          {(control) => (
            <input
              {...control}
              maxLength={20}
              value={draft.apartment}
              onChange={(e) => edit({ apartment: e.target.value })}
            />
          )}
        </DraftField>
      </div>
      <DraftField field="delivery.address.note" label={t('addressNote')} hint={t('addressNoteHint')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            value={draft.note}
            onChange={(e) => edit({ note: e.target.value })}
          />
        )}
      </DraftField>
    </>
  );
}
