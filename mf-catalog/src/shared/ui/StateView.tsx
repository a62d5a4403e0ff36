import { Link } from '@vitrina/router';
import { StateView as States } from '@vitrina/ui';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { usePendingState } from '../api/page.ts';
import type { PendingView } from '../api/page.ts';
import { useCatalogT } from '../i18n/use-catalog-t.ts';

/**
 * What a page shows until its data is there (@vitrina/ui's StateView in the catalogue's words):
 * loading, not found (the page status becomes 404, so the shell shows its not-found page in this
 * area) or a failure with a retry button.
 */
export function StateView({ view }: { view: PendingView }) {
  const t = useCatalogT();
  return (
    <States
      {...usePendingState(view)}
      texts={{ loading: t('loading'), emptyTitle: t('notFound'), error: t('failed'), retry: t('retry') }}
      emptyAction={<Link to={localePath(view.locale, '/')}>{t('home')}</Link>}
    />
  );
}
