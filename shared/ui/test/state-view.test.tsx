import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StateView } from '../src/index.ts';
import type { ViewState } from '../src/index.ts';

const TEXTS = {
  loading: 'Loading…',
  emptyTitle: 'Page not found',
  emptyText: 'It may have moved.',
  error: 'Could not load the page.',
  retry: 'Try again',
};

const render = (state: ViewState, extra: Partial<Parameters<typeof StateView>[0]> = {}) =>
  renderToString(
    <StateView state={state} texts={TEXTS} onRetry={() => undefined} {...extra}>
      <article>The article</article>
    </StateView>,
  );

describe('a state view', () => {
  it('while loading, is a busy note and nothing else', () => {
    expect(render('loading')).toBe('<p class="vui-state" aria-busy="true">Loading…</p>');
  });

  it('with nothing to show, is a page heading, its text and the way on, marked with the status it stands for', () => {
    const html = render('empty', { emptyStatus: 404, emptyTestId: 'not-found', emptyAction: <a href="/ro">Home</a> });
    expect(html).toBe(
      '<section class="vui-state" data-testid="not-found" data-status="404">' +
        '<h1>Page not found</h1><p>It may have moved.</p><a href="/ro">Home</a></section>',
    );
  });

  it('inside a page, heads the empty state at the level it is given', () => {
    expect(render('empty', { emptyHeading: 'h2' })).toContain('<h2>Page not found</h2>');
  });

  it('on a failure, is an alert with a retry button that does not submit a form around it', () => {
    const html = render('error');
    expect(html).toMatch(/^<div class="vui-state" role="alert"><p>Could not load the page.<\/p><button type="button"/);
    expect(html).toContain('>Try again</button>');
  });

  it('offers no retry button when there is nothing to retry', () => {
    expect(render('error', { onRetry: undefined })).not.toContain('<button');
  });

  it('with data, is the content alone', () => {
    expect(render('content')).toBe('<article>The article</article>');
  });
});
