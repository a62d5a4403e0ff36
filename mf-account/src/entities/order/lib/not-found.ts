// An order or act that is not the shopper's (or does not exist): the API answers 404 (400 for an id
// it cannot read), and the page becomes the shell's not-found page with status 404 (spec, section 8:
// "404 on order detail -> /404"), at the same URL, as the catalogue's pages do.
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useLocation } from '@vitrina/router';
import { $pageVisits, ApiError, headSet, pageStatusSet } from '@vitrina/events';
import { PERSONAL_ROBOTS } from '../../../shared/lib/page-head.ts';

/** The API's answer for a record the caller may not see. */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** On the server, while preparing: status 404 and the not-found title. */
export async function reportNotFound(scope: Scope, title: string): Promise<void> {
  await allSettled(pageStatusSet, { scope, params: 404 });
  await allSettled(headSet, { scope, params: { title, robots: PERSONAL_ROBOTS } });
}

/**
 * In the browser, after client navigation: the same status and title. Only while the browser is at
 * the page's own address (a page being left renders once more after the shell reset the status for
 * the next), and again after each page change the shell made while it is shown (`$pageVisits`).
 */
export function useNotFoundReport(missing: boolean, title: string): void {
  const { pathname } = useLocation();
  const [visits, setHead, setStatus] = useUnit([$pageVisits, headSet, pageStatusSet]);
  useEffect(() => {
    if (!missing || window.location.pathname !== pathname) return;
    setHead({ title, robots: PERSONAL_ROBOTS });
    setStatus(404);
  }, [missing, visits, title, pathname, setHead, setStatus]);
}
