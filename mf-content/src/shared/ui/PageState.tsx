import { Link } from '@vitrina/router';
import { StateView } from '@vitrina/ui';
import { localePath } from '../lib/breadcrumbs.ts';
import { usePendingState } from '../page.ts';
import type { PendingView } from '../page.ts';
import { useContentT } from './use-content-t.ts';

/**
 * What a page shows until its data is there, in this remote's words: loading, not found (the back
 * end has no such item: the page status becomes 404, so the shell shows its not-found page; this
 * view is what remains if a shell does not) or a failure with a retry button.
 */
export function PageState({ view }: { view: PendingView }) {
  const t = useContentT();
  return (
    <StateView
      {...usePendingState(view)}
      texts={{ loading: t('loading'), emptyTitle: t('notFound'), error: t('failed'), retry: t('retry') }}
      emptyTestId="content-not-found"
      emptyAction={<Link to={localePath(view.locale, '/')}>{t('home')}</Link>}
    />
  );
}
