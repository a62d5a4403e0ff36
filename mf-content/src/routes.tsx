import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { ArticlePage } from './pages/articles/ArticlePage.tsx';
import { articleLoad } from './pages/articles/article-spec.ts';
import { ArticlesPage } from './pages/articles/ArticlesPage.tsx';
import { articlesSpec } from './pages/articles/spec.ts';
import { CareerPage, careerSpec, VacancyPage, vacancySpec } from './pages/career/CareerPages.tsx';
import { ContactsPage, contactsSpec } from './pages/contacts/ContactsPage.tsx';
import { ContentPage, contentPageSpec } from './pages/content/ContentPage.tsx';
import { FeedbacksPage, feedbacksSpec } from './pages/feedbacks/FeedbacksPage.tsx';
import { albumSpec, GalleryAlbumPage, GalleryPage, gallerySpec } from './pages/gallery/GalleryPages.tsx';
import { PartnersPage, partnersSpec } from './pages/partners/PartnersPage.tsx';
import { SettingsPage, settingsSpec } from './pages/settings/SettingsPage.tsx';
import {
  FaqPage,
  faqSpec,
  LogisticsPage,
  logisticsSpec,
  OrderGuidePage,
  orderGuideSpec,
  ServicesPage,
  servicesSpec,
} from './pages/simple/ListPages.tsx';
import { WantToOrderPage, wantToOrderLoad } from './pages/simple/WantToOrderPage.tsx';
import { pageLoad } from './shared/page.ts';
import { Frame } from './shared/ui/Frame.tsx';

/** Top-level names served from a settings page (the shell routes these names to this remote). */
const SETTINGS_ROUTES = [
  ['about', 'about_us_page'],
  ['terms-and-privacy', 'terms_and_privacy_policy'],
  ['delivery', 'delivery_page'],
  ['credit', 'credit_page'],
  ['discount', 'discount_page'],
  ['insurance', 'insurance_page'],
  ['service-center', 'service_center_page'],
] as const;

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
