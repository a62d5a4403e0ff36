'use client';
// The product's pictures: the chosen one large, the others as buttons that choose them.
import { useState } from 'react';
import { t } from '../texts.ts';

export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [shown, setShown] = useState(0);
  return (
    <div className="gallery" aria-label={t.images(title)} role="group">
      <img src={images[shown]} alt={title} width={600} height={600} fetchPriority="high" />
      {images.length > 1 ? (
        <ul className="thumbs">
          {images.map((image, i) => (
            <li key={image}>
              <button type="button" aria-pressed={i === shown} aria-label={t.image(i + 1)} onClick={() => setShown(i)}>
                <img src={image} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
