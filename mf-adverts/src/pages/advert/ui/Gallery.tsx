import { useState } from 'react';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import type { AdvertImage } from '../../../entities/advert/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';

/** The advert's pictures: the preview first and big, the others as thumbnails that choose it. */
export function Gallery({ title, images }: { title: string; images: readonly AdvertImage[] }) {
  const t = useAdvertsT();
  const ordered = [...images].sort((a, b) => Number(b.is_preview) - Number(a.is_preview));
  const [shown, setShown] = useState(0);
  const current = ordered[shown] ?? ordered[0];
  if (!current) return null;
  return (
    <div className="gallery" role="group" aria-label={t('gallery', { title })} data-testid="gallery">
      <img src={mediaUrl(current.url)} alt={title} width={current.width} height={current.height} fetchPriority="high" />
      {ordered.length > 1 ? (
        <ul className="thumbs">
          {ordered.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={i === shown}
                aria-label={t('pictureN', { n: i + 1 })}
                onClick={() => setShown(i)}
              >
                <img src={mediaUrl(image.url)} alt="" width={80} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
