import { useState } from 'react';
import { FILTER_REGIONS_REQUEST, IdSelect, usePlaceLists } from '../../../entities/reference/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import type { ListFilters } from '../lib/list-query.ts';

interface Place {
  region: number | null;
  location: number | null;
  sector: number | null;
}

/**
 * Region, then its localities, then a locality's sectors: each list is asked for when the one above
 * is chosen, and choosing again clears what hung below it. The regions offered are those with adverts.
 */
export function PlaceFilters({ filters }: { filters: ListFilters }) {
  const t = useAdvertsT();
  const [place, setPlace] = useState<Place>({
    region: filters.region,
    location: filters.location,
    sector: filters.sector,
  });
  const { regions, locations, sectors } = usePlaceLists(FILTER_REGIONS_REQUEST, place);
  return (
    <>
      <IdSelect
        name="region"
        label={t('region')}
        empty={t('anyRegion')}
        options={regions}
        value={place.region}
        onChange={(region) => setPlace({ region, location: null, sector: null })}
      />
      <IdSelect
        name="location"
        label={t('location')}
        empty={t('anyLocation')}
        options={locations}
        value={place.location}
        onChange={(location) => setPlace({ ...place, location, sector: null })}
      />
      {sectors.length > 0 ? (
        <IdSelect
          name="sector"
          label={t('sector')}
          empty={t('anySector')}
          options={sectors}
          value={place.sector}
          onChange={(sector) => setPlace({ ...place, sector })}
        />
      ) : null}
    </>
  );
}
