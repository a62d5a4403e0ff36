import type { Locale } from '@vitrina/events';
import { areaText, placeLine } from '../../../entities/advert/index.ts';
import type { Advert } from '../../../entities/advert/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';

/** The advert's facts as a description list: kind, category, area with its unit, place, cadastral number, attributes. */
export function AdvertFacts({ advert, locale }: { advert: Advert; locale: Locale }) {
  const t = useAdvertsT();
  const place = placeLine(advert);
  const rows: [string, string][] = [
    [t('advertType'), t(advert.type === 'sale' ? 'typeSale' : 'typeRent')],
    [t('category'), advert.category.title],
    ...(advert.area !== null
      ? [[t('area'), areaText(advert.area, t(`unit.${advert.area_unit}`), locale)] as [string, string]]
      : []),
    ...(place ? [[t('address'), place] as [string, string]] : []),
    ...(advert.cadastral_number ? [[t('cadastralNumber'), advert.cadastral_number] as [string, string]] : []),
    ...advert.attributes.map((a): [string, string] => [
      a.title,
      a.value === 'true' ? t('yes') : a.value === 'false' ? t('no') : [a.value_title, a.unit].filter(Boolean).join(' '),
    ]),
  ];
  return (
    <dl className="facts" data-testid="advert-facts">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
