import { useEffect } from 'react';
import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { headSet } from '@vitrina/events';
import { localePath } from '../app/language-paths.ts';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import type { ShellT } from '../i18n/use-shell-t.ts';

export const errorHeading = (t: ShellT, status: number | undefined) =>
  status === 404 ? t('notFound') : t('somethingWrong');

/**
 * Spec, section 2: the status code (or the word for "error" without one), 'page not found' on
 * 404 and 'something went wrong' otherwise, and a way back to the main page. The server sends
 * the same title; in the browser the page sets it on the bus so the head sync shows it.
 */
export function ErrorPage({ status }: { status?: number }) {
  const t = useShellT();
  const locale = useLocale();
  const setHead = useUnit(headSet);
  const heading = errorHeading(t, status);
  useEffect(() => {
    setHead({ title: heading, robots: 'noindex' });
  }, [setHead, heading]);
  return (
    <section className="error-page" data-testid="error-page" data-status={status ?? 'error'}>
      <p className="error-code" aria-hidden="true">
        {status ?? t('error')}
      </p>
      <h1>
        <span className="sr-only">{status ?? t('error')}. </span>
        {heading}
      </h1>
      <Link to={localePath(locale, '/')} className="button">
        {t('toMainPage')}
      </Link>
    </section>
  );
}

/** The `/{lang}/404` route and the fallback for paths outside every locale. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
