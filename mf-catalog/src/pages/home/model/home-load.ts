// The home page's load on the server: the main page settings first (they list the sections),
// then each enabled section's own call, so the server renders every section.
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { pageLoad } from '../../../shared/api/page.ts';
import { $resources, dataOf, loadResources, resourceKey } from '../../../shared/api/resources.ts';
import { siteFrameOf } from '../../../shared/api/site-frame.ts';
import { homeFrame, MAIN_PAGE_REQUEST } from './home-frame.ts';
import type { MainPageSettings } from './home-frame.ts';
import { sectionRequests } from './home-sections.ts';
import { homeSpec } from './home-spec.ts';

export const homeLoad: RouteLoad = async (context) => {
  const frame = homeFrame((await siteFrameOf(context.scope)).settings);
  await pageLoad(homeSpec(frame))(context);
  const main = dataOf(context.scope.getState($resources)[resourceKey(MAIN_PAGE_REQUEST)]) as
    MainPageSettings | undefined;
  if (!main) return;
  const calls = sectionRequests(main, frame).flatMap(([, request]) => (request ? [request] : []));
  await loadResources(context.scope, calls);
};
