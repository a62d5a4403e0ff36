import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

export type ViewState = 'loading' | 'empty' | 'error' | 'content';

/** The words of each state, already in the shopper's language. */
export interface StateTexts {
  loading: string;
  emptyTitle: string;
  emptyText?: string;
  error: string;
  retry: string;
}

export interface StateViewProps {
  state: ViewState;
  texts: StateTexts;
  /** The error state's retry button; without it the error has none. */
  onRetry?: () => void;
  /** Under the empty state's text, e.g. a link to the home page. */
  emptyAction?: ReactNode;
  /** The empty state is the page's own heading when it stands for a page (not found): h1. */
  emptyHeading?: 'h1' | 'h2' | 'h3';
  /** The HTTP status the empty state stands for (404), as `data-status`. */
  emptyStatus?: number;
  emptyTestId?: string;
  /** The content, shown in the 'content' state. */
  children?: ReactNode;
}

/**
 * What a page or a section shows around its data: a busy note while loading, a heading and a way
 * on when there is nothing (or the item does not exist), an alert with a retry button when the
 * data could not be loaded, else the content. The error is role="alert" so it is announced when it
 * replaces the loading note; loading is aria-busy.
 */
export function StateView({
  state,
  texts,
  onRetry,
  emptyAction,
  emptyHeading: Heading = 'h1',
  emptyStatus,
  emptyTestId,
  children,
}: StateViewProps) {
  if (state === 'content') return <>{children}</>;
  if (state === 'loading') {
    return (
      <p className="vui-state" aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  if (state === 'empty') {
    return (
      <section className="vui-state" data-testid={emptyTestId} data-status={emptyStatus}>
        <Heading>{texts.emptyTitle}</Heading>
        {texts.emptyText ? <p>{texts.emptyText}</p> : null}
        {emptyAction}
      </section>
    );
  }
  // A <div>: a section without a heading of its own is one the HTML checker warns about.
  return (
    <div className="vui-state" role="alert">
      <p>{texts.error}</p>
      {onRetry ? <Button onClick={onRetry}>{texts.retry}</Button> : null}
    </div>
  );
}
