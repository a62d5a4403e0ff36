import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $page, $pageLoading, pageRequested } from './model.ts';
import { NAMESPACE } from './i18n.ts';

export function ContentPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(NAMESPACE);
  const [state, loading, request] = useUnit([$page, $pageLoading, pageRequested]);
  const current = state?.slug === slug ? state : null;

  // The server has already loaded the page for the first view; client navigation loads it here.
  useEffect(() => {
    if (state?.slug !== slug) request(slug);
  }, [slug, state?.slug, request]);

  if (!current) return <p aria-busy="true">{loading ? t('loading') : t('loading')}</p>;
  if (current.error) return <p role="alert">{t(current.error)}</p>;
  const page = current.page!;
  return (
    <article className="content-page" data-testid="content-page">
      <h1>{page.title}</h1>
      {/* The back end sanitises CMS html with an allow-list before storing it. */}
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
