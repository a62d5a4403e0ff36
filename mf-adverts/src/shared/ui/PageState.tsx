import { Link } from '@vitrina/router';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { useMissingReport } from '../api/page.ts';
import type { PageView } from '../api/page.ts';
import { useAdvertsT } from '../i18n/use-adverts-t.ts';

/**
 * What a page shows until its data is there: loading, not found (the page status becomes 404, so the
 * shell shows its not-found page here; a shop without adverts answers every adverts call 404) or a
 * failure with a retry button.
 */
export function PageState({ view }: { view: Exclude<PageView<unknown[]>, { state: 'ready' }> }) {
  const t = useAdvertsT();
  const missing = view.state === 'missing';
  useMissingReport(missing, view.locale);
  if (view.state === 'loading') return <p aria-busy="true">{t('loading')}</p>;
  if (missing) {
    return (
      <section data-status="404">
        <h1>{t('notFound')}</h1>
        <Link to={localePath(view.locale, '/')}>{t('home')}</Link>
      </section>
    );
  }
  return (
    <section role="alert">
      <p>{t('failed')}</p>
      <button type="button" className="vui-button vui-button-secondary" onClick={view.retry}>
        {t('retry')}
      </button>
    </section>
  );
}
