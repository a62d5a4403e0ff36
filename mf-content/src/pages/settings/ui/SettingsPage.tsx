import type { z } from 'zod';
import type { settingsPageResponse, SETTINGS_PAGES } from '@vitrina/contract';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { usePage } from '../../../shared/page.ts';
import type { PageSpec } from '../../../shared/page.ts';
import { Html } from '../../../shared/ui/Html.tsx';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import type { Locale } from '@vitrina/events';

type SettingsPageData = z.infer<typeof settingsPageResponse>;
type SettingsKey = (typeof SETTINGS_PAGES)[number];

const trail = (locale: Locale, path: string, title: string) =>
  pageTrail(locale, [{ name: title, path: localePath(locale, path) }]);

/** About, terms, delivery, credit, discount, insurance, service centre: CMS text from settings/{key}. */
export function settingsSpec(key: SettingsKey, path: string): PageSpec<[SettingsPageData]> {
  return {
    requests: () => [{ path: `settings/${key}` }],
    head: ([page], locale) =>
      headWithTrail(page.seo_title || page.title, page.seo_description, trail(locale, path, page.title)),
  };
}

export function SettingsPage({ spec, path }: { spec: PageSpec<[SettingsPageData]>; path: string }) {
  const view = usePage(spec);
  if (view.state !== 'ready') return <PageState view={view} />;
  const [page] = view.data;
  return (
    <PageLayout title={page.title} trail={trail(view.locale, path, page.title)} testId="settings-page">
      <Html html={page.html} />
    </PageLayout>
  );
}
