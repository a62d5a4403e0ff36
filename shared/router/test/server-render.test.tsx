// The shell renders on the server with ./server's static router while pages read the location with
// the shared entry's hooks. Both entries must reach one react-router module: with two, a page's
// hooks would find no router in the render and throw.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, useLocation } from '../src/index.ts';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from '../src/server.ts';

function Page() {
  const { pathname } = useLocation();
  return <Link to="/ro/brands">brands, from {pathname}</Link>;
}

async function renderOnServer(url: string): Promise<string> {
  const routes = [{ path: '/ro/*', element: <Page /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected`);
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

describe('the server render', () => {
  it("gives a page's hooks and links the request's location", async () => {
    const html = await renderOnServer('http://shop.test/ro/product/boxa-x1');
    expect(html).toContain('brands, from <!-- -->/ro/product/boxa-x1');
    expect(html).toContain('href="/ro/brands"');
  });
});
