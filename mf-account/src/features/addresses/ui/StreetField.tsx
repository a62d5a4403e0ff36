import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { Field } from '@vitrina/ui';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { $streets, streetIdOf, streetTyped } from '../street-model.ts';

interface StreetFieldProps {
  /** The chosen city; null while none is (the field then takes a street number). */
  localityId: number | null;
  error?: string | undefined;
}

/**
 * The street, typed with suggestions from the city's street list (a datalist, so the browser's own
 * listbox serves keyboard and screen-reader users). The visible field is `shipping_street_id`, where
 * the server's message lands and the focus goes; the id of a listed name travels in
 * `shipping_street_ref` (see AddressForm's draftOf).
 */
export function StreetField({ localityId, error }: StreetFieldProps) {
  const t = useAccountT();
  const [streets, typed] = useUnit([$streets, streetTyped]);
  const [text, setText] = useState('');
  const listId = `address-streets-${localityId ?? 'none'}`;
  const chosen = streetIdOf(streets, text);
  // A city chosen (or another one): its streets for the text already typed. The text is read, not
  // watched: typing asks by itself below.
  useEffect(() => {
    if (localityId !== null) typed({ localityId, search: text });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [localityId]);
  return (
    <Field
      name="shipping_street_id"
      label={t('addressStreet')}
      hint={t('addressStreetHint')}
      required
      requiredText={t('requiredText')}
      {...(error ? { error } : {})}
    >
      {(control) => (
        <>
          <input
            {...control}
            required
            autoComplete="off"
            list={localityId === null ? undefined : listId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (localityId !== null) typed({ localityId, search: event.target.value });
            }}
          />
          {localityId === null ? null : (
            <datalist id={listId} data-testid="street-options">
              {streets.map((street) => (
                <option key={street.id} value={street.label} />
              ))}
            </datalist>
          )}
          <input type="hidden" name="shipping_street_ref" value={chosen ?? ''} />
        </>
      )}
    </Field>
  );
}
