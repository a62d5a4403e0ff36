import { SETTINGS_PAGE_PATHS, SETTINGS_PAGES } from '@vitrina/contract/settings-pages';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { articleLoad, ArticlePage, ArticlesPage, articlesSpec } from './pages/articles/index.ts';
import { CareerPage, careerSpec, VacancyPage, vacancySpec } from './pages/career/index.ts';
import { ContactsPage, contactsSpec } from './pages/contacts/index.ts';
import { ContentPage, contentPageSpec } from './pages/content/index.ts';
import { FeedbacksPage, feedbacksSpec } from './pages/feedbacks/index.ts';
import { albumSpec, GalleryAlbumPage, GalleryPage, gallerySpec } from './pages/gallery/index.ts';
import { PartnersPage, partnersSpec } from './pages/partners/index.ts';
import { SettingsPage, settingsSpec } from './pages/settings/index.ts';
import {
  FaqPage,
  faqSpec,
  LogisticsPage,
  logisticsSpec,
  OrderGuidePage,
  orderGuideSpec,
  ServicesPage,
  servicesSpec,
  wantToOrderLoad,
  WantToOrderPage,
} from './pages/simple/index.ts';
import { pageLoad } from './shared/page.ts';
import { Frame } from './shared/ui/Frame.tsx';

/** Top-level names served from a settings page: the contract's list, which the footer and sitemap link to. */
const SETTINGS_ROUTES = SETTINGS_PAGES.map((key) => [SETTINGS_PAGE_PATHS[key], key] as const);

const pages: RemoteRoute[] = [
  { path: 'page/:slug', element: <ContentPage />, load: pageLoad(contentPageSpec) },
  { path: 'articles', element: <ArticlesPage />, load: pageLoad(articlesSpec) },
  { path: 'articles/:url', element: <ArticlePage />, load: articleLoad },
  { path: 'gallery', element: <GalleryPage />, load: pageLoad(gallerySpec) },
  { path: 'gallery/:id', element: <GalleryAlbumPage />, load: pageLoad(albumSpec) },
  { path: 'contacts', element: <ContactsPage />, load: pageLoad(contactsSpec) },
  { path: 'career', element: <CareerPage />, load: pageLoad(careerSpec) },
  { path: 'career/:id', element: <VacancyPage />, load: pageLoad(vacancySpec) },
  { path: 'logistics', element: <LogisticsPage />, load: pageLoad(logisticsSpec) },
  { path: 'partners', element: <PartnersPage />, load: pageLoad(partnersSpec) },
  { path: 'feedbacks', element: <FeedbacksPage />, load: pageLoad(feedbacksSpec) },
  { path: 'want-to-order', element: <WantToOrderPage />, load: wantToOrderLoad },
  { path: 'faq', element: <FaqPage />, load: pageLoad(faqSpec) },
  { path: 'services', element: <ServicesPage />, load: pageLoad(servicesSpec) },
  { path: 'order-guide', element: <OrderGuidePage />, load: pageLoad(orderGuideSpec) },
  ...SETTINGS_ROUTES.map(([path, key]): RemoteRoute => {
    const spec = settingsSpec(key, `/${path}`);
    return { path, element: <SettingsPage spec={spec} path={`/${path}`} />, load: pageLoad(spec) };
  }),
];

/** The remote's routes, relative to the locale prefix (`/ro/page/about` -> `page/about`), in one frame. */
export const routes: RemoteRoute[] = [{ element: <Frame />, children: pages }];
