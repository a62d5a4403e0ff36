import { Suspense } from 'react';
import { useUnit } from 'effector-react';
import { $siteSettings } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { usePage } from '../../../shared/api/page.ts';
import { dataOf, resourceKey, useResources } from '../../../shared/api/resources.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { StateView } from '../../../shared/ui/StateView.tsx';
import { homeFrame } from '../model/home-frame.ts';
import { homeSpec } from '../model/home-spec.ts';
import { homeSections, sectionRequests } from '../model/home-sections.ts';
import { HomeSectionView } from './HomeSectionView.tsx';

/** The home page: the sections the shop enabled, in its order. */
export function HomePage() {
  const t = useCatalogT();
  const frame = homeFrame(useUnit($siteSettings));
  const view = usePage(homeSpec(frame));
  const main = view.state === 'ready' ? view.data[0] : null;
  const calls = main ? sectionRequests(main, frame).flatMap(([, request]) => (request ? [request] : [])) : [];
  const found = useResources<unknown[]>(calls);
  if (view.state !== 'ready') return <StateView view={view} />;
  const answers = new Map(calls.map((request, i) => [resourceKey(request), dataOf(found[i])]));
  const answerOf = (request: ApiGet) => answers.get(resourceKey(request));
  return (
    <div data-testid="home-page">
      <h1 className="sr-only">{frame.project || t('welcome')}</h1>
      {homeSections(view.data[0], frame, answerOf).map((section) => (
        // A boundary per section: the browser hydrates the sections one by one, yielding between
        // them, instead of the whole page in one long task (nothing suspends: the server sends
        // every section complete).
        <Suspense key={section.kind} fallback={null}>
          <HomeSectionView section={section} locale={view.locale} />
        </Suspense>
      ))}
    </div>
  );
}
