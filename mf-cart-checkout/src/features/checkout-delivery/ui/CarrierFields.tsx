import { useUnit } from 'effector-react';
import { formatPrice } from '@vitrina/domain';
import { $locale } from '@vitrina/events';
import {
  $draft,
  ChoiceGroup,
  carrierPointChosen,
  DraftField,
  draftEdited,
} from '../../../entities/checkout-draft/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $carrierCities, $carrierPlaces, $carrierQuote, carrierCityInput, cityLabel } from '../model/carrier-model.ts';

/**
 * The parcel carrier: the city (typed, with the carrier's cities as suggestions), a branch or a post
 * machine, and the carrier's own fee for the route, which the carrier takes on collection.
 */
export function CarrierFields() {
  const t = useCartT();
  const [draft, cities, places, typed, choosePoint, edit] = useUnit([
    $draft,
    $carrierCities,
    $carrierPlaces,
    carrierCityInput,
    carrierPointChosen,
    draftEdited,
  ]);
  const list =
    places && places.cityRef === draft.carrierCityRef && places.kind === draft.carrierPoint ? places.list : null;
  return (
    <fieldset className="mfc-group" data-testid="carrier-fields">
      <legend>{t('carrierTitle')}</legend>
      <DraftField field="delivery.carrier.city_ref_id" label={t('carrierCity')} hint={t('carrierCityHint')} required>
        {(control) => (
          <>
            <input
              {...control}
              autoComplete="address-level2"
              list="mfc-carrier-cities"
              value={draft.carrierCity}
              onChange={(e) => typed(e.target.value)}
            />
            <datalist id="mfc-carrier-cities">
              {cities.map((city) => (
                <option key={city.ref} value={cityLabel(city)} />
              ))}
            </datalist>
          </>
        )}
      </DraftField>
      <ChoiceGroup
        legend={t('carrierPointKind')}
        choices={[
          { value: 'warehouse', label: t('carrierWarehouses') },
          { value: 'postmachine', label: t('carrierPostMachines') },
        ]}
        value={draft.carrierPoint}
        onChange={choosePoint}
        testId="carrier-kind"
      />
      {draft.carrierCityRef ? (
        <DraftField field="delivery.carrier.point" label={t('carrierPoint')} required>
          {(control) => (
            <select
              {...control}
              value={draft.carrierPointRef ?? ''}
              onChange={(e) => edit({ carrierPointRef: e.target.value || null })}
            >
              <option value="">{list ? t('carrierPointChoose') : t('placesLoading')}</option>
              {(list ?? []).map((place) => (
                <option key={place.ref} value={place.ref}>
                  {t('carrierPointLine', { number: place.number, address: place.address.description })}
                </option>
              ))}
            </select>
          )}
        </DraftField>
      ) : null}
      <CarrierQuote />
    </fieldset>
  );
}

/** The carrier's fee and days for the chosen route, or its reason for having none (a warning). */
function CarrierQuote() {
  const t = useCartT();
  const [quote, locale] = useUnit([$carrierQuote, $locale]);
  if (quote === null) return null;
  if (typeof quote === 'string')
    return (
      <p className="mfc-alert" role="status">
        {quote}
      </p>
    );
  return (
    <p className="mfc-muted" role="status" data-testid="carrier-fee">
      {t('carrierFee', { price: formatPrice(quote.cost, quote.currency, locale), days: quote.days })}
    </p>
  );
}
