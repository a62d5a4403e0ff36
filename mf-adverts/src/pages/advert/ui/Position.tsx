import { LOCALE_INFO } from '@vitrina/domain';
import type { Locale } from '@vitrina/events';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';

/**
 * Where the advert is on the map, without loading a map: the shop's pages take no tiles or scripts
 * from another site (its Content Security Policy, and no CDN), so the coordinates are written out and
 * OpenStreetMap shows them in its own tab.
 */
export function Position({ lat, lon, locale }: { lat: number; lon: number; locale: Locale }) {
  const t = useAdvertsT();
  const number = new Intl.NumberFormat(LOCALE_INFO[locale].iso, { maximumFractionDigits: 5 });
  const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  return (
    <section className="panel" aria-labelledby="advert-position" data-testid="advert-position">
      <h2 id="advert-position">{t('position')}</h2>
      <p>
        {number.format(lat)}, {number.format(lon)}
      </p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('openOnMap')}
      </a>
    </section>
  );
}
