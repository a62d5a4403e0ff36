import { useUnit } from 'effector-react';
import { Button } from '@vitrina/ui';
import {
  $draft,
  DraftField,
  draftEdited,
  localityChosen,
  regionChosen,
} from '../../../entities/checkout-draft/index.ts';
import { $regions, $regionsLoad, localitiesOf, placesRequested } from '../../../entities/delivery/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $sectors } from '../model/address-model.ts';
import { AddressLines } from './AddressLines.tsx';

/** Region, locality (a suburb of Chisinau is one), sector, street, building, apartment and a note. */
export function TypedAddress() {
  const t = useCartT();
  const [draft, regions, load, sectors] = useUnit([$draft, $regions, $regionsLoad, $sectors]);
  const [chooseRegion, chooseLocality, edit, retry] = useUnit([
    regionChosen,
    localityChosen,
    draftEdited,
    placesRequested,
  ]);
  if (regions.length === 0)
    return load === 'failed' ? (
      <div className="mfc-alert" role="alert">
        <p>{t('placesFailed')}</p>
        <Button variant="secondary" onClick={() => retry()}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <p aria-busy="true">{t('placesLoading')}</p>
    );
  const localities = localitiesOf(regions, draft.regionId);
  const sectorList = sectors?.localityId === draft.localityId ? sectors.list : [];
  return (
    <fieldset className="mfc-group" data-testid="typed-address">
      <legend>{t('addressTitle')}</legend>
      <DraftField field="delivery.region_id" label={t('addressRegion')} required>
        {(control) => (
          <select {...control} value={draft.regionId} onChange={(e) => chooseRegion(Number(e.target.value))}>
            {regions.map((region) => (
              <option key={region.regionId} value={region.regionId}>
                {region.label}
              </option>
            ))}
          </select>
        )}
      </DraftField>
      {localities.length > 1 ? (
        <DraftField field="delivery.locality_id" label={t('addressLocality')} required>
          {(control) => (
            <select {...control} value={draft.localityId} onChange={(e) => chooseLocality(Number(e.target.value))}>
              {localities.map((locality) => (
                <option key={locality.localityId} value={locality.localityId}>
                  {locality.label}
                </option>
              ))}
            </select>
          )}
        </DraftField>
      ) : null}
      {sectorList.length > 0 ? (
        <DraftField field="delivery.address.sector_id" label={t('addressSector')}>
          {(control) => (
            <select
              {...control}
              value={draft.sectorId ?? ''}
              onChange={(e) => edit({ sectorId: Number(e.target.value) || null })}
            >
              <option value="">{t('addressSectorAny')}</option>
              {sectorList.map((sector) => (
                <option key={sector.sectorId} value={sector.sectorId}>
                  {sector.label}
                </option>
              ))}
            </select>
          )}
        </DraftField>
      ) : null}
      <AddressLines />
    </fieldset>
  );
}
