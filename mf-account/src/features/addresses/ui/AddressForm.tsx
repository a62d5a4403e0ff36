import { useState } from 'react';
import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import { Button, Field } from '@vitrina/ui';
import { textOf, useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { $localities, createAddressFx } from '../model.ts';
import { StreetField } from './StreetField.tsx';
import type { AddressDraft } from '../model.ts';

const FIELDS = [
  'shipping_city_id',
  'shipping_street_id',
  'shipping_building',
  'shipping_apartment',
  'shipping_address_note',
  'is_default',
] as const;

/** An id as a number; anything else goes as typed, so the API names the field that is wrong. */
const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

function draftOf(data: FormData): AddressDraft {
  return {
    shipping_city_id: idOf(textOf(data, 'shipping_city_id')),
    // A listed street's id, else what was typed (a number, or a name the API refuses at the field).
    shipping_street_id: idOf(textOf(data, 'shipping_street_ref') || textOf(data, 'shipping_street_id')),
    shipping_building: textOf(data, 'shipping_building'),
    shipping_apartment: textOf(data, 'shipping_apartment'),
    shipping_address_note: textOf(data, 'shipping_address_note'),
    is_default: data.get('is_default') === 'on',
  };
}

/**
 * A new delivery address. The city is one of the shop's localities; the street is searched in that
 * city's street list (base/address). Refused fields show the server's messages (spec: "Address
 * creation failure: response data stored for display").
 */
export function AddressForm() {
  const t = useAccountT();
  const [create, raise, localities] = useUnit([createAddressFx, notify, $localities]);
  // Drawn afresh (empty) after each accepted address.
  const [round, setRound] = useState(0);
  const [localityId, setLocalityId] = useState<number | null>(null);
  const { errors, busy, onSubmit } = useAccountForm(
    FIELDS,
    (data) => create(draftOf(data)),
    () => {
      setRound((n) => n + 1);
      setLocalityId(null);
      raise({ kind: 'success', text: t('addressSaved') });
    },
  );
  const error = (name: (typeof FIELDS)[number]) => (errors.fields[name] ? { error: errors.fields[name] } : {});
  return (
    <form key={round} className="mfa-form" onSubmit={(event) => void onSubmit(event)} data-testid="address-form">
      <FormAlert text={errors.general} />
      {localities.length > 0 ? (
        <Field
          name="shipping_city_id"
          label={t('addressCity')}
          required
          requiredText={t('requiredText')}
          {...error('shipping_city_id')}
        >
          {(control) => (
            <select
              {...control}
              required
              defaultValue=""
              onChange={(event) => setLocalityId(Number(event.target.value) || null)}
            >
              <option value="" disabled>
                {t('addressChooseCity')}
              </option>
              {localities.map((locality) => (
                <option key={locality.localityId} value={locality.localityId}>
                  {locality.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <TextField
          name="shipping_city_id"
          label={t('addressCityCode')}
          inputMode="numeric"
          pattern="[0-9]+"
          required
          {...error('shipping_city_id')}
        />
      )}
      <StreetField localityId={localityId} error={errors.fields.shipping_street_id} />
      <TextField
        name="shipping_building"
        label={t('addressBuilding')}
        maxLength={50}
        required
        {...error('shipping_building')}
      />
      <TextField
        name="shipping_apartment"
        label={t('addressApartment')}
        maxLength={50}
        {...error('shipping_apartment')}
      />
      <Field name="shipping_address_note" label={t('addressNote')} {...error('shipping_address_note')}>
        {(control) => <textarea {...control} maxLength={500} rows={3} />}
      </Field>
      <label className="mfa-check">
        <input type="checkbox" name="is_default" />
        {t('addressMakeDefaultOnSave')}
      </label>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('sending') : t('addressSave')}
      </Button>
    </form>
  );
}
