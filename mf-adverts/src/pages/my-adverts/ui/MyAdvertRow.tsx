import { Link } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { AdvertPrice } from '../../../entities/advert/index.ts';
import type { AdvertCard } from '../../../entities/advert/index.ts';
import { ToolsButton } from '../../../features/advert-tools/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { advertPath } from '../../../shared/lib/paths.ts';

/** The advert's state in words (spec flags: draft, active, deleted). */
function flagOf(card: AdvertCard) {
  if (card.is_deleted) return 'flagDeleted' as const;
  if (card.is_draft) return 'flagDraft' as const;
  return card.is_active ? ('flagActive' as const) : ('flagInactive' as const);
}

/** One of the shopper's adverts: picture, title, state, price, and the tools (none once deleted). */
export function MyAdvertRow({ card, locale }: { card: AdvertCard; locale: Locale }) {
  const t = useAdvertsT();
  const flag = flagOf(card);
  return (
    <li data-testid="my-advert" data-flag={flag} data-slug={card.slug}>
      {card.image ? <img src={mediaUrl(card.image)} alt="" width={96} height={72} loading="lazy" /> : <span />}
      <div>
        <h2 className="card-title">
          {card.is_deleted ? card.title : <Link to={advertPath(locale, card.slug)}>{card.title}</Link>}
        </h2>
        <p className="row">
          <span className="tag" data-testid="advert-flag">
            {t(flag)}
          </span>
          <span className="muted">{card.category.title}</span>
        </p>
        <AdvertPrice card={card} locale={locale} />
      </div>
      {card.is_deleted ? (
        <span />
      ) : (
        <ToolsButton advert={{ slug: card.slug, title: card.title, is_draft: card.is_draft }} />
      )}
    </li>
  );
}
