import type { z } from 'zod';
import { Link } from '@vitrina/router';
import type { slidesBannerResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { useCatalogT } from '../../../../shared/i18n/use-catalog-t.ts';
import { editorLinkPath } from '../../../../shared/lib/paths.ts';

/** The shop's banners, one per screen width; the first is the page's largest picture. */
export function MainSlider({ slides, locale }: { slides: z.infer<typeof slidesBannerResponse>; locale: Locale }) {
  const t = useCatalogT();
  return (
    <section aria-label={t('slides')} data-testid="main-slider">
      <div className="hero">
        {slides.map((slide, i) => (
          <Link
            key={slide.id}
            to={editorLinkPath(locale, slide.link)}
            aria-label={`${slide.title} — ${t('slide', { n: i + 1, total: slides.length })}`}
          >
            <picture>
              <source media="(max-width: 768px)" srcSet={mediaUrl(slide.mobile_image)} />
              <img
                src={mediaUrl(slide.image)}
                alt={slide.title}
                width={1200}
                height={400}
                {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            </picture>
          </Link>
        ))}
      </div>
    </section>
  );
}
