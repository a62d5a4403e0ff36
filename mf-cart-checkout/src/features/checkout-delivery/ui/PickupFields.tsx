import { useUnit } from 'effector-react';
import { $locale } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { $draft, ChoiceGroup, DraftField, draftEdited, storeChosen } from '../../../entities/checkout-draft/index.ts';
import { $stores } from '../../../entities/delivery/index.ts';
import type { DeliveryTime } from '../../../entities/delivery/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $slots, $slotsFailed } from '../model/pickup-model.ts';

/** "Thursday, 27 November" for a store's YYYY-MM-DD (a calendar day: read and shown in UTC). */
const dayName = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Pickup: the store, then the day and the time window it offers. */
export function PickupFields() {
  const t = useCartT();
  const [draft, stores, slots, failed, choose] = useUnit([$draft, $stores, $slots, $slotsFailed, storeChosen]);
  const storeSlots = slots && slots.store_id === draft.storeId ? slots : null;
  return (
    <>
      <ChoiceGroup
        field="delivery.store_id"
        legend={t('pickupStore')}
        choices={stores.map((store) => ({ value: store.id, label: store.name, detail: store.address }))}
        value={draft.storeId}
        onChange={choose}
        testId="pickup-stores"
      />
      {failed ? (
        <p className="mfc-alert" role="alert">
          {t('slotsFailed')}
        </p>
      ) : null}
      {storeSlots ? <SlotFields slots={storeSlots} /> : null}
    </>
  );
}

function SlotFields({ slots }: { slots: DeliveryTime }) {
  const t = useCartT();
  const [draft, locale, edit] = useUnit([$draft, $locale, draftEdited]);
  if (slots.days.length === 0) return <p className="mfc-muted">{t('slotsNone')}</p>;
  const day = slots.days.find((d) => d.date === draft.date) ?? slots.days[0]!;
  return (
    <div className="mfc-row">
      <DraftField field="delivery.date" label={t('pickupDay')} required>
        {(control) => (
          <select
            {...control}
            value={day.date}
            onChange={(e) => {
              const next = slots.days.find((d) => d.date === e.target.value);
              edit({ date: e.target.value, time: next?.slots[0] ?? null });
            }}
          >
            {slots.days.map((d) => (
              <option key={d.date} value={d.date}>
                {dayName(d.date, locale)}
              </option>
            ))}
          </select>
        )}
      </DraftField>
      <label className="vui-field">
        <span className="vui-field-label">{t('pickupTime')}</span>
        <select
          className="vui-control"
          name="delivery.time"
          value={draft.time ?? ''}
          onChange={(e) => edit({ date: day.date, time: e.target.value })}
        >
          {day.slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
