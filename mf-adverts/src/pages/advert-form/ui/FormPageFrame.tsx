import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { myAdvertsPath } from '../../../shared/lib/paths.ts';

/** The form pages' heading and way back; the form once it is opened for this page (browser only). */
export function FormPageFrame({ title, ready, children }: { title: string; ready: boolean; children: ReactNode }) {
  const t = useAdvertsT();
  const locale = useUnit($locale);
  return (
    <section data-testid="advert-form-page">
      <div className="toolbar">
        <h1>{title}</h1>
        <Link to={myAdvertsPath(locale)}>{t('myAdvertsTitle')}</Link>
      </div>
      {ready ? children : <p aria-busy="true">{t('loading')}</p>}
    </section>
  );
}
