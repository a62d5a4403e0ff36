// A fixed route table renders each path's page on the server as useRoutes does, but matches the
// whole table once per path: later pages at the same path match only the branch it took.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Outlet, useLocation, useParams } from '@vitrina/router';
import type { RouteObject } from '@vitrina/router';
import { StaticRouter } from '@vitrina/router/server';
import { keptRoutes } from '../src/kept-routes.ts';

function Product() {
  return <h1>product {useParams().slug}</h1>;
}
function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

/** A table whose "about" route counts how often react-router reads its pattern (a whole-table match does). */
function countingTable() {
  let reads = 0;
  const about = { element: <p>about</p> } as RouteObject;
  Object.defineProperty(about, 'path', { enumerable: true, get: () => (reads++, 'about') });
  const table: RouteObject[] = [
    {
      path: '/',
      element: <Layout />,
      children: [{ index: true, element: <p>home</p> }, { path: 'product/:slug', element: <Product /> }, about],
    },
  ];
  return { table, reads: () => reads };
}

function pagesOf(table: RouteObject[]) {
  const useTable = keptRoutes(table);
  function Pages() {
    return useTable(useLocation().pathname);
  }
  return (pathname: string) =>
    renderToString(
      <StaticRouter location={{ pathname, search: '' }}>
        <Pages />
      </StaticRouter>,
    );
}

describe('keptRoutes on the server', () => {
  it('renders each path with its own page and params, again and again, as useRoutes does', () => {
    const at = pagesOf(countingTable().table);
    for (let round = 0; round < 2; round++) {
      expect(at('/product/boxa-x1')).toBe('<main><h1>product <!-- -->boxa-x1</h1></main>');
      expect(at('/about')).toBe('<main><p>about</p></main>');
      expect(at('/')).toBe('<main><p>home</p></main>');
      expect(at('/product/lipa')).toBe('<main><h1>product <!-- -->lipa</h1></main>');
      expect(at('/nowhere')).toBe('');
    }
  });

  it('matches the whole table once per path: later pages there read no other branch', () => {
    const { table, reads } = countingTable();
    const at = pagesOf(table);
    at('/product/boxa-x1');
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(0);
    at('/product/boxa-x1');
    at('/product/boxa-x1');
    expect(reads()).toBe(afterFirst);
    at('/product/lipa');
    expect(reads()).toBeGreaterThan(afterFirst);
  });
});
