import type { ReactNode } from 'react';
import { Link } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { advertPath } from '../../../shared/lib/paths.ts';
import { areaText } from '../lib/area.ts';
import { placeLine } from '../lib/place.ts';
import type { AdvertCard } from '../model/types.ts';
import { AdvertPrice } from './AdvertPrice.tsx';

/** One advert in a list: its picture, title (the link), kind, price, area and place; `action` on top (the heart). */
export function AdvertCardView({ card, locale, action }: { card: AdvertCard; locale: Locale; action?: ReactNode }) {
  const t = useAdvertsT();
  const place = placeLine(card);
  return (
    <article className="card" data-testid="advert-card" data-advert-id={card.id}>
      {card.image ? <img src={mediaUrl(card.image)} alt="" width={400} height={300} loading="lazy" /> : null}
      <div>
        <h2>
          <Link to={advertPath(locale, card.slug)}>{card.title}</Link>
        </h2>
        <p className="row muted">
          <span className="tag">{t(card.type === 'sale' ? 'typeSale' : 'typeRent')}</span>
          <span>{card.category.title}</span>
        </p>
        <AdvertPrice card={card} locale={locale} />
        {card.area !== null ? <p>{areaText(card.area, t(`unit.${card.area_unit}`), locale)}</p> : null}
        {place ? <p className="muted">{place}</p> : null}
      </div>
      {action}
    </article>
  );
}
