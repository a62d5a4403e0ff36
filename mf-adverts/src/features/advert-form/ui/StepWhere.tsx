import { FORM_REGIONS_REQUEST, IdSelect, usePlaceLists } from '../../../entities/reference/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { TextField } from './TextField.tsx';
import { useForm } from './use-form.ts';

/**
 * Step 2: where it is. The region, then its localities, then a locality's sectors (each list asked
 * for when the one above is chosen); the address, the position as coordinates (no map is loaded from
 * another site: OpenStreetMap opens in its own tab to look them up), the cadastral number.
 */
export function StepWhere() {
  const t = useAdvertsT();
  const { values, change, message } = useForm();
  const { regions, locations, sectors } = usePlaceLists(FORM_REGIONS_REQUEST, values);
  const place = { requiredText: t('required'), required: !values.is_draft };
  return (
    <>
      <IdSelect
        name="region"
        label={t('region')}
        empty={t('chooseRegion')}
        options={regions}
        value={values.region}
        onChange={(region) => change({ region })}
        error={message('region')}
        {...place}
      />
      <IdSelect
        name="location"
        label={t('location')}
        empty={t('chooseLocation')}
        options={locations}
        value={values.location}
        onChange={(location) => change({ location })}
        error={message('location')}
        {...place}
      />
      {sectors.length > 0 ? (
        <IdSelect
          name="sector"
          label={t('sector')}
          empty={t('chooseSector')}
          options={sectors}
          value={values.sector}
          onChange={(sector) => change({ sector })}
          error={message('sector')}
        />
      ) : null}
      <TextField name="address" label={t('address')} maxLength={200} />
      <fieldset>
        <legend>{t('position')}</legend>
        <p className="muted">
          {t('positionHint')}{' '}
          <a href="https://www.openstreetmap.org/" target="_blank" rel="noopener noreferrer">
            {t('openStreetMap')}
          </a>
        </p>
        <div className="pair">
          <TextField name="lat" label={t('latitude')} decimal />
          <TextField name="lon" label={t('longitude')} decimal />
        </div>
      </fieldset>
      <TextField name="cadastral_number" label={t('cadastralNumber')} hint={t('cadastralHint')} maxLength={20} />
    </>
  );
}
