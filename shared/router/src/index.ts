// The router of pages and the shell: these names of react-router and nothing else. The shell (in
// browsers) and the gateway (on the server) provide this module as the `@vitrina/router` singleton;
// remotes take it with `import: false` (shared/mf-kit/src/singletons.ts). A shared module keeps
// every export, so this list is what a first page pays for. It is react-router's declarative mode:
// the shell has no loaders or actions, and the data router (createBrowserRouter, RouterProvider)
// alone cost 17 KB gzip of the 30 KB this module weighed with it; the declarative names are 13 KB.
// A name missing here fails to compile where it is imported, and eslint keeps the raw packages out
// of every other folder.
//
// Version: removing a name, or moving to another major of react-router, is a major version of this
// package (remotes accept the major they were built with); adding a name is a minor one.
export {
  Link,
  NavLink,
  Outlet,
  Router,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router';
export type { Location, NavigationType, RouteObject } from 'react-router';
