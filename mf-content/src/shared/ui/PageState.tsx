import { Link } from '@vitrina/router';
import { StateView } from '@vitrina/ui';
import type { ViewState } from '@vitrina/ui';
import { localePath } from '../lib/breadcrumbs.ts';
import { useMissingReport } from '../page.ts';
import type { PageView } from '../page.ts';
import { useContentT } from './use-content-t.ts';

/** The page kit's states as the primitive names them: a missing item is the empty (404) state. */
const VIEW_STATE = { loading: 'loading', missing: 'empty', failed: 'error' } as const satisfies Record<
  string,
  ViewState
>;

/**
 * What a page shows until its data is there, in this remote's words: loading, not found (the back
 * end has no such item: the page status becomes 404, so the shell shows its not-found page; this
 * view is what remains if a shell does not) or a failure with a retry button.
 */
export function PageState({ view }: { view: Exclude<PageView<unknown[]>, { state: 'ready' }> }) {
  const t = useContentT();
  // After client navigation: the shell then shows its not-found page here (the server did the same).
  useMissingReport(view.state === 'missing', view.locale);
  return (
    <StateView
      state={VIEW_STATE[view.state]}
      texts={{
        loading: t('loading'),
        emptyTitle: t('notFound'),
        error: t('failed'),
        retry: t('retry'),
      }}
      onRetry={view.retry}
      emptyStatus={404}
      emptyTestId="content-not-found"
      emptyAction={<Link to={localePath(view.locale, '/')}>{t('home')}</Link>}
    />
  );
}
