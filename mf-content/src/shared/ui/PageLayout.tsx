import type { ReactNode } from 'react';
import type { Crumb } from '../lib/breadcrumbs.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

/** Breadcrumbs (when given), the page's one h1, then its content. */
export function PageLayout({
  title,
  trail,
  children,
  testId,
}: {
  title: string;
  trail?: readonly Crumb[] | null;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <article data-testid={testId}>
      {trail ? <Breadcrumbs trail={trail} /> : null}
      <h1>{title}</h1>
      {children}
    </article>
  );
}
