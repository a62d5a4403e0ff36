import { useState } from 'react';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';

/** The big picture and the thumbnails that choose it. */
export function Gallery({ title, images }: { title: string; images: readonly string[] }) {
  const t = useCatalogT();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <div className="gallery" aria-label={t('gallery', { title })} role="group">
      {current ? <img src={mediaUrl(current)} alt={title} width={600} height={600} fetchPriority="high" /> : null}
      {images.length > 1 ? (
        <ul className="thumbs">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={i === shown}
                aria-label={t('picture', { n: i + 1 })}
                onClick={() => setShown(i)}
              >
                <img src={mediaUrl(image)} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
