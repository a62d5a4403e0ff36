import { Field } from '@vitrina/ui';
import { AREA_UNITS, CURRENCIES } from '../../../shared/config/advert-rules.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { AttributesField } from './AttributesField.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './use-form.ts';

/** Step 3: the price (EUR by default; empty: on request) and whether it is negotiable, the area (ari by default), the attributes. */
export function StepDetails() {
  const t = useAdvertsT();
  const { values, change, message } = useForm();
  return (
    <>
      <div className="pair">
        <TextField name="price" label={t('price')} hint={t('priceHint')} decimal />
        <Field name="default_currency" label={t('currency')} error={message('default_currency')}>
          {(control) => (
            <select
              {...control}
              value={values.default_currency}
              onChange={(e) => change({ default_currency: e.target.value as (typeof CURRENCIES)[number] })}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="is_negotiable_price"
          checked={values.is_negotiable_price}
          onChange={(e) => change({ is_negotiable_price: e.target.checked })}
        />
        {t('negotiablePrice')}
      </label>
      <div className="pair">
        <TextField name="area" label={t('area')} decimal />
        <Field name="default_area_unit" label={t('areaUnit')} error={message('default_area_unit')}>
          {(control) => (
            <select
              {...control}
              value={values.default_area_unit}
              onChange={(e) => change({ default_area_unit: e.target.value as (typeof AREA_UNITS)[number] })}
            >
              {AREA_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`unitName.${unit}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <AttributesField />
    </>
  );
}
