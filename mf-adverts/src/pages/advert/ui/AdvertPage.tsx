import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { AdvertPrice } from '../../../entities/advert/index.ts';
import type { Advert } from '../../../entities/advert/index.ts';
import { $deletedSlugs, ToolsButton, ToolsWindows } from '../../../features/advert-tools/index.ts';
import { FavoriteButton, favoritesNeeded } from '../../../features/favorite-advert/index.ts';
import { ReportAdvert } from '../../../features/report-advert/index.ts';
import { ContactsBlock } from '../../../features/reveal-contacts/index.ts';
import { ShareButton } from '../../../features/share-advert/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { myAdvertsPath } from '../../../shared/lib/paths.ts';
import { listTrail } from '../../../shared/lib/trail.ts';
import { PageState } from '../../../shared/ui/PageState.tsx';
import '../model/advert-model.ts';
import { advertSpec } from '../model/advert-spec.ts';
import { AdvertFacts } from './AdvertFacts.tsx';
import { Gallery } from './Gallery.tsx';
import { Position } from './Position.tsx';

/** /adverts/{slug}: one advert, its pictures, facts, place and position, and how to reach its author. */
export function AdvertPage() {
  const view = usePage(advertSpec);
  const needFavorites = useUnit(favoritesNeeded);
  useEffect(() => needFavorites(), [needFavorites]);
  if (view.state !== 'ready') return <PageState view={view} />;
  return <AdvertView advert={view.data[0]} locale={view.locale} />;
}

function AdvertView({ advert, locale }: { advert: Advert; locale: Locale }) {
  const t = useAdvertsT();
  const deleted = useUnit($deletedSlugs).includes(advert.slug) || advert.is_deleted;
  const trail = listTrail(locale);
  return (
    <article data-testid="advert-page" data-advert-id={advert.id}>
      <nav className="crumbs" aria-label={t('breadcrumbs')}>
        <ol>
          {trail.map((crumb) => (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ))}
        </ol>
      </nav>
      {deleted ? (
        <p role="status" className="alert" data-testid="advert-deleted">
          {t('advertDeletedNotice')} <Link to={myAdvertsPath(locale)}>{t('toMyAdverts')}</Link>
        </p>
      ) : advert.is_draft ? (
        <p role="status" className="alert">
          {t('draftNotice')}
        </p>
      ) : null}
      <div className="advert">
        <div>
          <Gallery title={advert.title} images={advert.images} />
          <h2>{t('descriptionTitle')}</h2>
          <p className="description">{advert.description || t('noDescription')}</p>
        </div>
        <div className="filters">
          <h1>{advert.title}</h1>
          <AdvertPrice card={advert} locale={locale} />
          <AdvertFacts advert={advert} locale={locale} />
          <div className="row">
            {advert.is_owner ? (
              <ToolsButton advert={{ slug: advert.slug, title: advert.title, is_draft: advert.is_draft }} />
            ) : (
              <FavoriteButton advertId={advert.id} title={advert.title} />
            )}
            <ShareButton title={advert.title} />
            {advert.is_owner ? null : <ReportAdvert advertId={advert.id} />}
          </div>
          <ContactsBlock advert={advert} />
          {advert.lat !== null && advert.lon !== null ? (
            <Position lat={advert.lat} lon={advert.lon} locale={locale} />
          ) : null}
        </div>
      </div>
      {advert.is_owner ? <ToolsWindows /> : null}
    </article>
  );
}
