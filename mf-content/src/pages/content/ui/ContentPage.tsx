import type { z } from 'zod';
import type { pageResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { SR_ONLY } from '@vitrina/ui';
import { headWithTrail, pageTrail, plainText } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { usePage } from '../../../shared/page.ts';
import type { PageSpec } from '../../../shared/page.ts';
import { Html } from '../../../shared/ui/Html.tsx';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';

type Page = z.infer<typeof pageResponse>;

const trailOf = (locale: Locale, page: Page) =>
  page.show_breadcrumbs
    ? pageTrail(locale, [{ name: page.title, path: localePath(locale, `/page/${encodeURIComponent(page.slug)}`) }])
    : null;

export const contentPageSpec: PageSpec<[Page]> = {
  requests: (params) => [{ path: `page/${encodeURIComponent(params.slug ?? '')}` }],
  head: ([page], locale) => headWithTrail(page.title, plainText(page.html), trailOf(locale, page)),
};

/**
 * /page/{slug}: a CMS page. `show_breadcrumbs` shows the trail (and its JSON-LD); `ignore_layout`
 * gives the html the whole area, without the page title block around it.
 */
export function ContentPage() {
  const view = usePage(contentPageSpec);
  if (view.state !== 'ready') return <PageState view={view} />;
  const [page] = view.data;
  if (page.ignore_layout) {
    return (
      <div data-testid="content-page" data-layout="ignored">
        <h1 className={SR_ONLY}>{page.title}</h1>
        <Html html={page.html} />
      </div>
    );
  }
  return (
    <PageLayout title={page.title} trail={trailOf(view.locale, page)} testId="content-page">
      <Html html={page.html} />
    </PageLayout>
  );
}
