import { Link } from '@vitrina/router';
import type { z } from 'zod';
import type { vacancyListResponse, vacancySchema } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { ResumeForm } from '../../../features/forms/index.ts';
import { textFor } from '../../../i18n/index.ts';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { usePage } from '../../../shared/page.ts';
import type { PageSpec } from '../../../shared/page.ts';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';

type Vacancies = z.infer<typeof vacancyListResponse>;
type Vacancy = z.infer<typeof vacancySchema>;

const careerCrumb = (locale: Locale) => ({ name: textFor(locale, 'career'), path: localePath(locale, '/career') });
const vacancyTrail = (locale: Locale, v: Vacancy) =>
  pageTrail(locale, [careerCrumb(locale), { name: v.title, path: localePath(locale, `/career/${v.id}`) }]);

export const careerSpec: PageSpec<[Vacancies]> = {
  requests: () => [{ path: 'base/vacancies' }],
  head: ([vacancies], locale) =>
    headWithTrail(
      textFor(locale, 'career'),
      vacancies.map((v) => v.title).join(', '),
      pageTrail(locale, [careerCrumb(locale)]),
    ),
};
export const vacancySpec: PageSpec<[Vacancy, Vacancies]> = {
  requests: (params) => [{ path: `base/vacancies/${encodeURIComponent(params.id ?? '')}` }, { path: 'base/vacancies' }],
  head: ([vacancy], locale) => headWithTrail(vacancy.title, vacancy.description, vacancyTrail(locale, vacancy)),
};

/** /career: open vacancies and the résumé form (a vacancy may be chosen or not). */
export function CareerPage() {
  const t = useContentT();
  const view = usePage(careerSpec);
  return (
    <PageLayout title={t('career')} trail={pageTrail(view.locale, [careerCrumb(view.locale)])} testId="career-page">
      <div className="mfc-layout">
        <section aria-labelledby="mfc-vacancies">
          <h2 id="mfc-vacancies">{t('vacancies')}</h2>
          {view.state !== 'ready' ? (
            <PageState view={view} />
          ) : view.data[0].length === 0 ? (
            <p>{t('noVacancies')}</p>
          ) : (
            <ul className="mfc-list">
              {view.data[0].map((v) => (
                <li key={v.id} className="mfc-panel">
                  <h3>
                    <Link to={localePath(view.locale, `/career/${v.id}`)}>{v.title}</Link>
                  </h3>
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside className="mfc-panel">
          <h2>{t('applyTitle')}</h2>
          <ResumeForm vacancies={view.state === 'ready' ? view.data[0] : []} />
        </aside>
      </div>
    </PageLayout>
  );
}

/** /career/{id}: one vacancy, with the form set to it. */
export function VacancyPage() {
  const t = useContentT();
  const view = usePage(vacancySpec);
  if (view.state !== 'ready') return <PageState view={view} />;
  const [vacancy, vacancies] = view.data;
  return (
    <PageLayout title={vacancy.title} trail={vacancyTrail(view.locale, vacancy)} testId="vacancy-page">
      <div className="mfc-layout">
        <p>{vacancy.description}</p>
        <aside className="mfc-panel">
          <h2>{t('applyTitle')}</h2>
          <ResumeForm vacancies={vacancies} vacancyId={vacancy.id} />
        </aside>
      </div>
    </PageLayout>
  );
}
