import { useEffect } from 'react';
import { allSettled } from 'effector';
import { useUnit } from 'effector-react';
import { $locale, headSet } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { UserRequestForm } from '../../../features/forms/index.ts';
import { textFor } from '../../../i18n/index.ts';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';

const trail = (locale: Locale) =>
  pageTrail(locale, [{ name: textFor(locale, 'wantToOrder'), path: localePath(locale, '/want-to-order') }]);
const head = (locale: Locale) =>
  headWithTrail(textFor(locale, 'wantToOrder'), textFor(locale, 'wantToOrderIntro'), trail(locale));

/** No data to fetch: the load only sets the head. */
export const wantToOrderLoad: RouteLoad = async ({ scope }) => {
  await allSettled(headSet, { scope, params: head(scope.getState($locale)) });
};

/** /want-to-order: the 'leave a request' form (base/user-request). */
export function WantToOrderPage() {
  const t = useContentT();
  const [locale, setHead] = useUnit([$locale, headSet]);
  useEffect(() => {
    setHead(head(locale));
  }, [locale, setHead]);
  return (
    <PageLayout title={t('wantToOrder')} trail={trail(locale)} testId="want-to-order-page">
      <p>{t('wantToOrderIntro')}</p>
      <UserRequestForm />
    </PageLayout>
  );
}
