// What the server sends for the acts list and one act: a table with its headers, the filters a
// company buyer has, why a shopper without companies has no acts, and the act laid out to print.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeenCall } from './fake-back-end.ts';
import { serverPage } from './orders-page-support.tsx';
import { act, actDetail, company, paged } from './orders-support.ts';

afterEach(() => vi.unstubAllGlobals());

const api =
  (companies = paged([company(3, 'Acme SRL'), company(4, 'Beta SA')])) =>
  (call: SeenCall) => {
    if (call.url.startsWith('users/company')) return Response.json(companies);
    if (call.url.startsWith('base/act-view/')) return Response.json(actDetail());
    return Response.json(paged([act()]));
  };

describe('/account/acts drawn on the server', () => {
  it('lists the acts in a table, each opening its page and its order (English)', async () => {
    const { html } = await serverPage('en', '/en/account/acts', api());
    expect(html).toContain('<h1>Acts</h1>');
    expect(html).toContain('<caption id="mfa-acts-caption" class="vui-sr-only">Your acts</caption>');
    expect(html).toMatch(/<th scope="col">Number<\/th><th scope="col">Date<\/th><th scope="col">Company<\/th>/);
    expect(html).toContain('<th scope="row"><a href="/en/account/acts/9">A-000009</a></th>');
    expect(html).toContain('<td>Nov 25, 2026</td><td>Acme SRL</td>');
    expect(html).toContain('<a href="/en/account/orders/41">Order No. 41</a>');
    expect(html).toContain('<td class="mfa-num">1,240 lei</td>');
  });

  it('filters by company and dates only, labelled (Russian)', async () => {
    const { html } = await serverPage('ru', '/ru/account/acts?company_id=4', api());
    expect(html).toContain('aria-label="Фильтр актов"');
    expect(html).toContain('<option value="4" selected="">Beta SA</option>');
    expect(html).toMatch(/<label class="vui-field-label" for="[^"]+">С<\/label>/);
    expect(html).not.toContain('name="search"');
    expect(html).not.toContain('name="status"');
  });

  it('tells a shopper without companies why there are no acts, and where companies are added', async () => {
    const { html, calls } = await serverPage('en', '/en/account/acts', api(paged([])));
    expect(calls.map((c) => c.url)).toContain('users/company');
    expect(html).toMatch(/data-testid="acts-no-company"><h2>Acts are for company buyers<\/h2>/);
    expect(html).toContain('<a href="/en/account/companies">Your companies</a>');
    expect(html).not.toContain('act-filters');
  });
});

describe('/account/acts/{id} drawn on the server', () => {
  it('shows the act with its lines and sums, ready to print (Romanian)', async () => {
    const { html } = await serverPage('ro', '/ro/account/acts/9', api());
    expect(html).toContain('<h1>Actul A-000009</h1>');
    expect(html).toContain('class="mfa-sections mfa-printable" data-testid="act-detail"');
    expect(html).toContain('<dt>Compania</dt><dd>Acme SRL</dd>');
    expect(html).toMatch(/<th scope="row">Bookshelf speaker<\/th><td>SP-5<\/td>/);
    expect(html).toContain('<dd data-testid="act-total">1.240 lei</dd>');
    expect(html).toMatch(/<p class="mfa-actions mfa-no-print">.*data-testid="act-print"[^>]*>Imprimați<\/button><\/p>/);
  });
});
