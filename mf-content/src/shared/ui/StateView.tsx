import { Link } from 'react-router-dom';
import { localePath } from '../lib/breadcrumbs.ts';
import { useMissingReport } from '../page.ts';
import type { PageView } from '../page.ts';
import { useContentT } from './use-content-t.ts';

/**
 * What a page shows until its data is there: loading, not found (the back end has no such item:
 * the page status becomes 404, so the shell shows its not-found page; this view is what remains if
 * a shell does not) or a failure with a retry button.
 */
export function StateView({ view }: { view: Exclude<PageView<unknown[]>, { state: 'ready' }> }) {
  const t = useContentT();
  const missing = view.state === 'missing';
  // After client navigation: the shell then shows its not-found page here (the server did the same).
  useMissingReport(missing, view.locale);
  if (view.state === 'loading') return <p aria-busy="true">{t('loading')}</p>;
  if (missing) {
    return (
      <section data-testid="content-not-found" data-status="404">
        <h1>{t('notFound')}</h1>
        <p>{t('notFoundText')}</p>
        <Link to={localePath(view.locale, '/')}>{t('home')}</Link>
      </section>
    );
  }
  return (
    <section role="alert">
      <p>{t('failed')}</p>
      <button type="button" className="mfc-button" onClick={view.retry}>
        {t('retry')}
      </button>
    </section>
  );
}
