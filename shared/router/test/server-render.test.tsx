// The shell renders on the server with ./server's StaticRouter while pages read the location with
// the shared entry's hooks. Both entries must reach one react-router module: with two, a page's
// hooks would find no router in the render and throw.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, useLocation, useRoutes } from '../src/index.ts';
import { StaticRouter } from '../src/server.ts';

function Page() {
  const { pathname } = useLocation();
  return <Link to="/ro/brands">brands, from {pathname}</Link>;
}

function Routes() {
  return useRoutes([{ path: '/ro/*', Component: Page }]);
}

function renderOnServer(url: string): string {
  return renderToString(
    <StaticRouter location={new URL(url).pathname}>
      <Routes />
    </StaticRouter>,
  );
}

describe('the server render', () => {
  it("gives a page's hooks and links the request's location", () => {
    const html = renderOnServer('http://shop.test/ro/product/boxa-x1');
    expect(html).toContain('brands, from <!-- -->/ro/product/boxa-x1');
    expect(html).toContain('href="/ro/brands"');
  });
});
