import { Link } from '@vitrina/router';
import { StateView } from '@vitrina/ui';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { usePendingState } from '../api/page.ts';
import type { PendingView } from '../api/page.ts';
import { useAdvertsT } from '../i18n/use-adverts-t.ts';

/**
 * What a page shows until its data is there (@vitrina/ui's StateView in the remote's words): loading,
 * not found (the page status becomes 404, so the shell shows its not-found page here; a shop without
 * adverts answers every adverts call 404) or a failure with a retry button.
 */
export function PageState({ view }: { view: PendingView }) {
  const t = useAdvertsT();
  return (
    <StateView
      {...usePendingState(view)}
      texts={{ loading: t('loading'), emptyTitle: t('notFound'), error: t('failed'), retry: t('retry') }}
      emptyAction={<Link to={localePath(view.locale, '/')}>{t('home')}</Link>}
    />
  );
}
