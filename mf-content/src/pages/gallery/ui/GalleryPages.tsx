import { Link } from '@vitrina/router';
import type { z } from 'zod';
import type { galleryAlbumSchema, galleryListResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { textFor } from '../../../i18n/index.ts';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { mediaUrl } from '../../../shared/lib/media.ts';
import { usePage } from '../../../shared/page.ts';
import type { PageSpec } from '../../../shared/page.ts';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';

type Albums = z.infer<typeof galleryListResponse>;
type Album = z.infer<typeof galleryAlbumSchema>;

const galleryCrumb = (locale: Locale) => ({ name: textFor(locale, 'gallery'), path: localePath(locale, '/gallery') });

export const gallerySpec: PageSpec<[Albums]> = {
  requests: () => [{ path: 'base/gallery' }],
  head: ([albums], locale) =>
    headWithTrail(
      textFor(locale, 'gallery'),
      albums.map((a) => a.title).join(', '),
      pageTrail(locale, [galleryCrumb(locale)]),
    ),
};

const albumTrail = (locale: Locale, album: Album) =>
  pageTrail(locale, [galleryCrumb(locale), { name: album.title, path: localePath(locale, `/gallery/${album.id}`) }]);

export const albumSpec: PageSpec<[Album]> = {
  requests: (params) => [{ path: `base/gallery/${encodeURIComponent(params.id ?? '')}` }],
  head: ([album], locale) =>
    headWithTrail(
      album.title,
      `${album.title}: ${textFor(locale, 'photos', { count: album.images.length })}`,
      albumTrail(locale, album),
    ),
};

export function GalleryPage() {
  const t = useContentT();
  const view = usePage(gallerySpec);
  return (
    <PageLayout title={t('gallery')} trail={pageTrail(view.locale, [galleryCrumb(view.locale)])} testId="gallery-page">
      {view.state !== 'ready' ? (
        <PageState view={view} />
      ) : (
        <ul className="mfc-grid small">
          {view.data[0].map((album) => (
            <li key={album.id} className="mfc-card">
              <img src={mediaUrl(album.cover)} alt="" width={320} height={200} loading="lazy" />
              <div className="body">
                <h2>
                  <Link to={localePath(view.locale, `/gallery/${album.id}`)}>{album.title}</Link>
                </h2>
                <span className="mfc-muted">{t('photos', { count: album.count })}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}

export function GalleryAlbumPage() {
  const view = usePage(albumSpec);
  if (view.state !== 'ready') return <PageState view={view} />;
  const [album] = view.data;
  return (
    <PageLayout title={album.title} trail={albumTrail(view.locale, album)} testId="gallery-album">
      <ul className="mfc-grid small">
        {album.images.map((image) => (
          <li key={image.id}>
            <a href={mediaUrl(image.url)}>
              <img src={mediaUrl(image.url)} alt={image.alt || album.title} width={320} height={240} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
