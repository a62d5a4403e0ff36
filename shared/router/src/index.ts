// The router of pages and the shell: these names of react-router and nothing else. The shell (in
// browsers) and the gateway (on the server) provide this module as the `@vitrina/router` singleton;
// remotes take it with `import: false` (shared/mf-kit/src/singletons.ts). A shared module keeps
// every export, because a remote built later may import any of them, so this list is what a first
// page pays for: the whole package, with its framework, server and RSC parts, is ~62 KB gzip, these
// names 29 KB. A name missing here fails to compile where it is imported, and eslint keeps the raw
// packages out of every other folder.
//
// Version: removing a name, or moving to another major of react-router, is a major version of this
// package (remotes accept the major they were built with); adding a name is a minor one.
export {
  Link,
  NavLink,
  Outlet,
  createBrowserRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
// The DOM build of the provider: it flushes navigation updates with react-dom, as react-router-dom's does.
export { RouterProvider } from 'react-router/dom';
